import type { Locale } from '@storefront/shared/routes';

/**
 * Why an uploaded picture was refused (avatars, review pictures), merged into the catalogue by
 * messages.ts. `{type}` is JPG, PNG or WebP: what the file's first bytes claim it is.
 */
const en = {
  'upload.unreadable': 'This file cannot be read as a {type} picture: it is damaged, cut off or not a picture',
  'upload.notOnlyPicture': 'This {type} file also contains something that is not a picture; save the picture again and upload that',
  'upload.tooManyPixels': 'This picture is too large: at most {megapixels} megapixels',
  'upload.dailyLimit': 'You can upload at most {limit} pictures a day; please try again tomorrow',
};

export type UploadMessageKey = keyof typeof en;

export const uploadMessages: Record<Locale, Record<UploadMessageKey, string>> = {
  en,
  cn: {
    'upload.unreadable': '无法将此文件读取为 {type} 图片：文件已损坏、不完整或不是图片',
    'upload.notOnlyPicture': '此 {type} 文件中还包含图片以外的内容，请重新保存图片后再上传',
    'upload.tooManyPixels': '图片尺寸过大：最多 {megapixels} 百万像素',
    'upload.dailyLimit': '每天最多上传 {limit} 张图片，请明天再试',
  },
  de: {
    'upload.unreadable': 'Diese Datei lässt sich nicht als {type}-Bild lesen: Sie ist beschädigt, unvollständig oder kein Bild',
    'upload.notOnlyPicture': 'Diese {type}-Datei enthält außer dem Bild noch etwas anderes; speichern Sie das Bild neu und laden Sie es dann hoch',
    'upload.tooManyPixels': 'Dieses Bild ist zu groß: höchstens {megapixels} Megapixel',
    'upload.dailyLimit': 'Sie können höchstens {limit} Bilder am Tag hochladen; bitte versuchen Sie es morgen wieder',
  },
  es: {
    'upload.unreadable': 'Este archivo no se puede leer como imagen {type}: está dañado, incompleto o no es una imagen',
    'upload.notOnlyPicture': 'Este archivo {type} contiene además algo que no es una imagen; vuelva a guardar la imagen y súbala',
    'upload.tooManyPixels': 'Esta imagen es demasiado grande: como máximo {megapixels} megapíxeles',
    'upload.dailyLimit': 'Puede subir como máximo {limit} imágenes al día; inténtelo de nuevo mañana',
  },
  fr: {
    'upload.unreadable': 'Ce fichier ne peut pas être lu comme une image {type} : il est endommagé, incomplet ou ce n’est pas une image',
    'upload.notOnlyPicture': 'Ce fichier {type} contient autre chose qu’une image ; enregistrez de nouveau l’image et envoyez-la',
    'upload.tooManyPixels': 'Cette image est trop grande : {megapixels} mégapixels au maximum',
    'upload.dailyLimit': 'Vous pouvez envoyer au plus {limit} images par jour ; veuillez réessayer demain',
  },
  jp: {
    'upload.unreadable': 'このファイルは {type} 画像として読み込めません。破損している、途中で切れている、または画像ではありません',
    'upload.notOnlyPicture': 'この {type} ファイルには画像以外のものも含まれています。画像を保存し直してからアップロードしてください',
    'upload.tooManyPixels': '画像が大きすぎます。{megapixels} メガピクセルまでです',
    'upload.dailyLimit': '画像のアップロードは 1 日 {limit} 枚までです。明日もう一度お試しください',
  },
  pt: {
    'upload.unreadable': 'Não é possível ler este arquivo como imagem {type}: está danificado, incompleto ou não é uma imagem',
    'upload.notOnlyPicture': 'Este arquivo {type} também contém algo que não é uma imagem; salve a imagem novamente e envie-a',
    'upload.tooManyPixels': 'Esta imagem é grande demais: no máximo {megapixels} megapixels',
    'upload.dailyLimit': 'Você pode enviar no máximo {limit} imagens por dia; tente novamente amanhã',
  },
  ru: {
    'upload.unreadable': 'Этот файл не читается как изображение {type}: он повреждён, обрезан или не является изображением',
    'upload.notOnlyPicture': 'В этом файле {type} кроме изображения есть что-то ещё; сохраните изображение заново и загрузите его',
    'upload.tooManyPixels': 'Изображение слишком большое: не более {megapixels} мегапикселей',
    'upload.dailyLimit': 'В день можно загрузить не более {limit} изображений; попробуйте завтра',
  },
  tw: {
    'upload.unreadable': '無法將此檔案讀取為 {type} 圖片：檔案已損毀、不完整或不是圖片',
    'upload.notOnlyPicture': '此 {type} 檔案中還包含圖片以外的內容，請重新儲存圖片後再上傳',
    'upload.tooManyPixels': '圖片尺寸過大：最多 {megapixels} 百萬像素',
    'upload.dailyLimit': '每天最多上傳 {limit} 張圖片，請明天再試',
  },
};
