import type { Namespace } from './catalogue';

/**
 * Why an uploaded picture was refused (avatars, review pictures); the `uploads` namespace of
 * messages.ts. `{{type}}` is JPG, PNG or WebP: what the file's first bytes claim it is.
 */
const en = {
  'upload.unreadable': 'This file cannot be read as a {{type}} picture: it is damaged, cut off or not a picture',
  'upload.notOnlyPicture': 'This {{type}} file also contains something that is not a picture; save the picture again and upload that',
  'upload.tooManyPixels_one': 'This picture is too large: at most {{count}} megapixel',
  'upload.tooManyPixels_other': 'This picture is too large: at most {{count}} megapixels',
  'upload.dailyLimit_one': 'You can upload at most {{count}} picture a day; please try again tomorrow',
  'upload.dailyLimit_other': 'You can upload at most {{count}} pictures a day; please try again tomorrow',
};

export const uploadMessages = {
  en,
  cn: {
    'upload.unreadable': '无法将此文件读取为 {{type}} 图片：文件已损坏、不完整或不是图片',
    'upload.notOnlyPicture': '此 {{type}} 文件中还包含图片以外的内容，请重新保存图片后再上传',
    'upload.tooManyPixels_other': '图片尺寸过大：最多 {{count}} 百万像素',
    'upload.dailyLimit_other': '每天最多上传 {{count}} 张图片，请明天再试',
  },
  de: {
    'upload.unreadable': 'Diese Datei lässt sich nicht als {{type}}-Bild lesen: Sie ist beschädigt, unvollständig oder kein Bild',
    'upload.notOnlyPicture': 'Diese {{type}}-Datei enthält außer dem Bild noch etwas anderes; speichern Sie das Bild neu und laden Sie es dann hoch',
    'upload.tooManyPixels_one': 'Dieses Bild ist zu groß: höchstens {{count}} Megapixel',
    'upload.tooManyPixels_other': 'Dieses Bild ist zu groß: höchstens {{count}} Megapixel',
    'upload.dailyLimit_one': 'Sie können höchstens {{count}} Bild am Tag hochladen; bitte versuchen Sie es morgen wieder',
    'upload.dailyLimit_other': 'Sie können höchstens {{count}} Bilder am Tag hochladen; bitte versuchen Sie es morgen wieder',
  },
  es: {
    'upload.unreadable': 'Este archivo no se puede leer como imagen {{type}}: está dañado, incompleto o no es una imagen',
    'upload.notOnlyPicture': 'Este archivo {{type}} contiene además algo que no es una imagen; vuelva a guardar la imagen y súbala',
    'upload.tooManyPixels_one': 'Esta imagen es demasiado grande: como máximo {{count}} megapíxel',
    'upload.tooManyPixels_many': 'Esta imagen es demasiado grande: como máximo {{count}} megapíxeles',
    'upload.tooManyPixels_other': 'Esta imagen es demasiado grande: como máximo {{count}} megapíxeles',
    'upload.dailyLimit_one': 'Puede subir como máximo {{count}} imagen al día; inténtelo de nuevo mañana',
    'upload.dailyLimit_many': 'Puede subir como máximo {{count}} imágenes al día; inténtelo de nuevo mañana',
    'upload.dailyLimit_other': 'Puede subir como máximo {{count}} imágenes al día; inténtelo de nuevo mañana',
  },
  fr: {
    'upload.unreadable': 'Ce fichier ne peut pas être lu comme une image {{type}} : il est endommagé, incomplet ou ce n’est pas une image',
    'upload.notOnlyPicture': 'Ce fichier {{type}} contient autre chose qu’une image ; enregistrez de nouveau l’image et envoyez-la',
    'upload.tooManyPixels_one': 'Cette image est trop grande : {{count}} mégapixel au maximum',
    'upload.tooManyPixels_many': 'Cette image est trop grande : {{count}} mégapixels au maximum',
    'upload.tooManyPixels_other': 'Cette image est trop grande : {{count}} mégapixels au maximum',
    'upload.dailyLimit_one': 'Vous pouvez envoyer au plus {{count}} image par jour ; veuillez réessayer demain',
    'upload.dailyLimit_many': 'Vous pouvez envoyer au plus {{count}} images par jour ; veuillez réessayer demain',
    'upload.dailyLimit_other': 'Vous pouvez envoyer au plus {{count}} images par jour ; veuillez réessayer demain',
  },
  jp: {
    'upload.unreadable': 'このファイルは {{type}} 画像として読み込めません。破損している、途中で切れている、または画像ではありません',
    'upload.notOnlyPicture': 'この {{type}} ファイルには画像以外のものも含まれています。画像を保存し直してからアップロードしてください',
    'upload.tooManyPixels_other': '画像が大きすぎます。{{count}} メガピクセルまでです',
    'upload.dailyLimit_other': '画像のアップロードは 1 日 {{count}} 枚までです。明日もう一度お試しください',
  },
  pt: {
    'upload.unreadable': 'Não é possível ler este arquivo como imagem {{type}}: está danificado, incompleto ou não é uma imagem',
    'upload.notOnlyPicture': 'Este arquivo {{type}} também contém algo que não é uma imagem; salve a imagem novamente e envie-a',
    'upload.tooManyPixels_one': 'Esta imagem é grande demais: no máximo {{count}} megapixel',
    'upload.tooManyPixels_many': 'Esta imagem é grande demais: no máximo {{count}} megapixels',
    'upload.tooManyPixels_other': 'Esta imagem é grande demais: no máximo {{count}} megapixels',
    'upload.dailyLimit_one': 'Você pode enviar no máximo {{count}} imagem por dia; tente novamente amanhã',
    'upload.dailyLimit_many': 'Você pode enviar no máximo {{count}} imagens por dia; tente novamente amanhã',
    'upload.dailyLimit_other': 'Você pode enviar no máximo {{count}} imagens por dia; tente novamente amanhã',
  },
  ru: {
    'upload.unreadable': 'Этот файл не читается как изображение {{type}}: он повреждён, обрезан или не является изображением',
    'upload.notOnlyPicture': 'В этом файле {{type}} кроме изображения есть что-то ещё; сохраните изображение заново и загрузите его',
    'upload.tooManyPixels_one': 'Изображение слишком большое: не более {{count}} мегапикселя',
    'upload.tooManyPixels_few': 'Изображение слишком большое: не более {{count}} мегапикселей',
    'upload.tooManyPixels_many': 'Изображение слишком большое: не более {{count}} мегапикселей',
    'upload.tooManyPixels_other': 'Изображение слишком большое: не более {{count}} мегапикселя',
    'upload.dailyLimit_one': 'В день можно загрузить не более {{count}} изображения; попробуйте завтра',
    'upload.dailyLimit_few': 'В день можно загрузить не более {{count}} изображений; попробуйте завтра',
    'upload.dailyLimit_many': 'В день можно загрузить не более {{count}} изображений; попробуйте завтра',
    'upload.dailyLimit_other': 'В день можно загрузить не более {{count}} изображения; попробуйте завтра',
  },
  tw: {
    'upload.unreadable': '無法將此檔案讀取為 {{type}} 圖片：檔案已損毀、不完整或不是圖片',
    'upload.notOnlyPicture': '此 {{type}} 檔案中還包含圖片以外的內容，請重新儲存圖片後再上傳',
    'upload.tooManyPixels_other': '圖片尺寸過大：最多 {{count}} 百萬像素',
    'upload.dailyLimit_other': '每天最多上傳 {{count}} 張圖片，請明天再試',
  },
} satisfies Namespace;
