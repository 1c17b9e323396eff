import { LOCALES } from '@storefront/shared/routes';
import type { Namespace } from './catalogue';

/**
 * The name of each field a route validates, as a refused request names it: in the shopper's language,
 * never as a path such as "body.email". Keyed by the field's own key in the body, query, path or headers;
 * the `fields` namespace of messages.ts. Every field of every route has one (validation.test.ts).
 * Order of each row: en, cn, de, es, fr, jp, pt, ru, tw (LOCALES).
 */
const LABELS: Record<string, readonly [string, string, string, string, string, string, string, string, string]> = {
  // Sign-up, login, codes, profile
  account: ['Username or email', '用户名或邮箱', 'Benutzername oder E-Mail', 'Usuario o correo electrónico', 'Nom d’utilisateur ou e-mail', 'ユーザー名またはメールアドレス', 'Usuário ou e-mail', 'Имя пользователя или эл. почта', '使用者名稱或電子郵件'],
  username: ['Username', '用户名', 'Benutzername', 'Nombre de usuario', 'Nom d’utilisateur', 'ユーザー名', 'Nome de usuário', 'Имя пользователя', '使用者名稱'],
  email: ['Email', '邮箱', 'E-Mail', 'Correo electrónico', 'E-mail', 'メールアドレス', 'E-mail', 'Эл. почта', '電子郵件'],
  newEmail: ['New email', '新邮箱', 'Neue E-Mail', 'Nuevo correo electrónico', 'Nouvel e-mail', '新しいメールアドレス', 'Novo e-mail', 'Новый адрес эл. почты', '新電子郵件'],
  password: ['Password', '密码', 'Passwort', 'Contraseña', 'Mot de passe', 'パスワード', 'Senha', 'Пароль', '密碼'],
  oldPassword: ['Old password', '原密码', 'Altes Passwort', 'Contraseña anterior', 'Ancien mot de passe', '現在のパスワード', 'Senha antiga', 'Старый пароль', '原密碼'],
  confirmPassword: ['Confirm password', '确认密码', 'Passwort bestätigen', 'Confirmar contraseña', 'Confirmer le mot de passe', 'パスワード（確認）', 'Confirmar senha', 'Подтверждение пароля', '確認密碼'],
  agree: ['Terms agreement', '用户协议', 'Zustimmung zu den Bedingungen', 'Aceptación de las condiciones', 'Acceptation des conditions', '利用規約への同意', 'Aceite dos termos', 'Согласие с условиями', '使用者條款'],
  emailCode: ['Verification code', '验证码', 'Bestätigungscode', 'Código de verificación', 'Code de vérification', '認証コード', 'Código de verificação', 'Код подтверждения', '驗證碼'],
  purpose: ['Purpose of the code', '验证码用途', 'Zweck des Codes', 'Finalidad del código', 'Usage du code', 'コードの用途', 'Finalidade do código', 'Назначение кода', '驗證碼用途'],
  captchaId: ['Image code', '图形验证码', 'Bildcode', 'Código de imagen', 'Code image', '画像認証', 'Código da imagem', 'Код с картинки', '圖形驗證碼'],
  imageCode: ['Image code', '图形验证码', 'Bildcode', 'Código de imagen', 'Code image', '画像認証', 'Código da imagem', 'Код с картинки', '圖形驗證碼'],
  nickname: ['Nickname', '昵称', 'Spitzname', 'Apodo', 'Pseudo', 'ニックネーム', 'Apelido', 'Никнейм', '暱稱'],
  realName: ['Real name', '真实姓名', 'Vollständiger Name', 'Nombre real', 'Nom réel', '氏名', 'Nome real', 'Настоящее имя', '真實姓名'],
  birthday: ['Birthday', '生日', 'Geburtstag', 'Fecha de nacimiento', 'Date de naissance', '誕生日', 'Data de nascimento', 'День рождения', '生日'],
  sex: ['Sex', '性别', 'Geschlecht', 'Sexo', 'Sexe', '性別', 'Sexo', 'Пол', '性別'],
  // Address
  firstName: ['First name', '名', 'Vorname', 'Nombre', 'Prénom', '名', 'Nome', 'Имя', '名'],
  lastName: ['Last name', '姓', 'Nachname', 'Apellidos', 'Nom', '姓', 'Sobrenome', 'Фамилия', '姓'],
  country: ['Country', '国家', 'Land', 'País', 'Pays', '国', 'País', 'Страна', '國家'],
  region: ['Region/State/Province', '地区/州/省', 'Region/Bundesland', 'Región/Estado/Provincia', 'Région/État/Province', '地域/州/都道府県', 'Região/Estado/Província', 'Регион/штат/область', '地區/州/省'],
  city: ['City', '城市', 'Stadt', 'Ciudad', 'Ville', '市区町村', 'Cidade', 'Город', '城市'],
  line: ['Address line', '详细地址', 'Adresszeile', 'Dirección', 'Adresse', '番地・建物名', 'Endereço', 'Адрес', '詳細地址'],
  phone: ['Phone', '电话', 'Telefon', 'Teléfono', 'Téléphone', '電話番号', 'Telefone', 'Телефон', '電話'],
  postcode: ['Postcode', '邮编', 'Postleitzahl', 'Código postal', 'Code postal', '郵便番号', 'CEP', 'Почтовый индекс', '郵遞區號'],
  isDefault: ['Default address', '默认地址', 'Standardadresse', 'Dirección predeterminada', 'Adresse par défaut', '既定の住所', 'Endereço padrão', 'Адрес по умолчанию', '預設地址'],
  // Catalogue, lists, cart
  page: ['Page', '页码', 'Seite', 'Página', 'Page', 'ページ', 'Página', 'Страница', '頁碼'],
  size: ['Page size', '每页条数', 'Einträge pro Seite', 'Elementos por página', 'Éléments par page', '1ページの件数', 'Itens por página', 'Записей на странице', '每頁筆數'],
  limit: ['Limit', '数量上限', 'Höchstzahl', 'Límite', 'Limite', '上限', 'Limite', 'Предел', '數量上限'],
  categoryId: ['Category', '分类', 'Kategorie', 'Categoría', 'Catégorie', 'カテゴリー', 'Categoria', 'Категория', '分類'],
  keyword: ['Search word', '搜索词', 'Suchbegriff', 'Término de búsqueda', 'Mot-clé', '検索キーワード', 'Termo de busca', 'Поисковый запрос', '搜尋關鍵字'],
  minPrice: ['Lowest price', '最低价格', 'Mindestpreis', 'Precio mínimo', 'Prix minimum', '最低価格', 'Preço mínimo', 'Минимальная цена', '最低價格'],
  maxPrice: ['Highest price', '最高价格', 'Höchstpreis', 'Precio máximo', 'Prix maximum', '最高価格', 'Preço máximo', 'Максимальная цена', '最高價格'],
  sort: ['Sort order', '排序', 'Sortierung', 'Orden', 'Tri', '並び順', 'Ordenação', 'Сортировка', '排序'],
  id: ['Identifier', '编号', 'Kennung', 'Identificador', 'Identifiant', 'ID', 'Identificador', 'Идентификатор', '編號'],
  productId: ['Product', '商品', 'Produkt', 'Producto', 'Produit', '商品', 'Produto', 'Товар', '商品'],
  skuId: ['Item variant', '商品规格', 'Artikelvariante', 'Variante del artículo', 'Variante de l’article', '商品のバリエーション', 'Variante do item', 'Вариант товара', '商品規格'],
  skuIds: ['Selected items', '所选商品', 'Ausgewählte Artikel', 'Artículos seleccionados', 'Articles sélectionnés', '選択した商品', 'Itens selecionados', 'Выбранные товары', '所選商品'],
  quantity: ['Quantity', '数量', 'Menge', 'Cantidad', 'Quantité', '数量', 'Quantidade', 'Количество', '數量'],
  unitPrice: ['Unit price', '单价', 'Stückpreis', 'Precio unitario', 'Prix unitaire', '単価', 'Preço unitário', 'Цена за единицу', '單價'],
  spec: ['Specification', '规格', 'Ausführung', 'Especificación', 'Caractéristiques', '仕様', 'Especificação', 'Характеристики', '規格'],
  addedAt: ['Time added', '加入时间', 'Hinzugefügt am', 'Fecha de adición', 'Date d’ajout', '追加日時', 'Data de inclusão', 'Время добавления', '加入時間'],
  lines: ['Cart lines', '购物车商品', 'Warenkorbpositionen', 'Líneas del carrito', 'Lignes du panier', 'カートの商品', 'Itens do carrinho', 'Позиции корзины', '購物車商品'],
  // Orders, promo codes, payment
  state: ['Promo code state', '优惠码状态', 'Status des Aktionscodes', 'Estado del código promocional', 'État du code promo', 'クーポンの状態', 'Estado do código promocional', 'Состояние промокода', '優惠碼狀態'],
  status: ['Order status', '订单状态', 'Bestellstatus', 'Estado del pedido', 'Statut de la commande', '注文ステータス', 'Status do pedido', 'Статус заказа', '訂單狀態'],
  code: ['Promo code', '优惠码', 'Aktionscode', 'Código promocional', 'Code promo', 'クーポンコード', 'Código promocional', 'Промокод', '優惠碼'],
  addressId: ['Delivery address', '收货地址', 'Lieferadresse', 'Dirección de entrega', 'Adresse de livraison', 'お届け先', 'Endereço de entrega', 'Адрес доставки', '收貨地址'],
  userCouponId: ['Promo code', '优惠码', 'Aktionscode', 'Código promocional', 'Code promo', 'クーポンコード', 'Código promocional', 'Промокод', '優惠碼'],
  paymentMethod: ['Payment method', '支付方式', 'Zahlungsart', 'Método de pago', 'Moyen de paiement', '支払い方法', 'Forma de pagamento', 'Способ оплаты', '付款方式'],
  currency: ['Currency', '币种', 'Währung', 'Moneda', 'Devise', '通貨', 'Moeda', 'Валюта', '幣別'],
  'idempotency-key': ['Request key', '请求标识', 'Anfrageschlüssel', 'Clave de la solicitud', 'Clé de la requête', 'リクエストキー', 'Chave da solicitação', 'Ключ запроса', '請求識別碼'],
  note: ['Note to seller', '给卖家留言', 'Nachricht an den Verkäufer', 'Nota para el vendedor', 'Note au vendeur', '出品者へのメッセージ', 'Observação para o vendedor', 'Комментарий для продавца', '給賣家留言'],
  reason: ['Reason', '原因', 'Grund', 'Motivo', 'Motif', '理由', 'Motivo', 'Причина', '原因'],
  amount: ['Amount', '金额', 'Betrag', 'Importe', 'Montant', '金額', 'Valor', 'Сумма', '金額'],
  orderId: ['Order', '订单', 'Bestellung', 'Pedido', 'Commande', '注文', 'Pedido', 'Заказ', '訂單'],
  orderNo: ['Order number', '订单号', 'Bestellnummer', 'Número de pedido', 'Numéro de commande', '注文番号', 'Número do pedido', 'Номер заказа', '訂單編號'],
  orderItemId: ['Ordered item', '订单商品', 'Bestellter Artikel', 'Artículo del pedido', 'Article commandé', '注文した商品', 'Item do pedido', 'Товар в заказе', '訂單商品'],
  serial: ['Payment serial number', '支付流水号', 'Zahlungsnummer', 'Número de serie del pago', 'Numéro de paiement', '決済番号', 'Número de série do pagamento', 'Номер платежа', '付款流水號'],
  result: ['Payment result', '支付结果', 'Zahlungsergebnis', 'Resultado del pago', 'Résultat du paiement', '決済結果', 'Resultado do pagamento', 'Результат оплаты', '付款結果'],
  ts: ['Time', '时间', 'Zeitpunkt', 'Hora', 'Horodatage', '時刻', 'Horário', 'Время', '時間'],
  nonce: ['One-time value', '一次性值', 'Einmalwert', 'Valor de un solo uso', 'Valeur à usage unique', 'ワンタイム値', 'Valor de uso único', 'Одноразовое значение', '一次性值'],
  sig: ['Signature', '签名', 'Signatur', 'Firma', 'Signature', '署名', 'Assinatura', 'Подпись', '簽章'],
  decision: ['Decision', '决定', 'Entscheidung', 'Decisión', 'Décision', '決定', 'Decisão', 'Решение', '決定'],
  locale: ['Language', '语言', 'Sprache', 'Idioma', 'Langue', '言語', 'Idioma', 'Язык', '語言'],
  // Reviews
  productRating: ['Product rating', '商品评分', 'Produktbewertung', 'Valoración del producto', 'Note du produit', '商品の評価', 'Avaliação do produto', 'Оценка товара', '商品評分'],
  serviceRating: ['Service rating', '服务评分', 'Servicebewertung', 'Valoración del servicio', 'Note du service', 'サービスの評価', 'Avaliação do atendimento', 'Оценка обслуживания', '服務評分'],
  content: ['Comment', '评价内容', 'Kommentar', 'Comentario', 'Commentaire', 'コメント', 'Comentário', 'Комментарий', '評價內容'],
  pictures: ['Pictures', '图片', 'Bilder', 'Imágenes', 'Images', '画像', 'Imagens', 'Изображения', '圖片'],
  // Contact, newsletter, pages
  name: ['Name', '姓名', 'Name', 'Nombre', 'Nom', 'お名前', 'Nome', 'Имя', '姓名'],
  subject: ['Subject', '主题', 'Betreff', 'Asunto', 'Objet', '件名', 'Assunto', 'Тема', '主旨'],
  message: ['Message', '留言', 'Nachricht', 'Mensaje', 'Message', 'メッセージ', 'Mensagem', 'Сообщение', '留言'],
  ref: ['Page', '页面', 'Seite', 'Página', 'Page', 'ページ', 'Página', 'Страница', '頁面'],
  // Shop settings
  isEdit: ['Edit mode', '编辑模式', 'Bearbeitungsmodus', 'Modo de edición', 'Mode édition', '編集モード', 'Modo de edição', 'Режим редактирования', '編輯模式'],
  isCloseComment: ['Comments closed', '关闭评论', 'Kommentare geschlossen', 'Comentarios cerrados', 'Commentaires fermés', 'コメントの受付停止', 'Comentários fechados', 'Комментарии закрыты', '關閉評論'],
  webPayclose: ['Online payment closed', '关闭在线支付', 'Onlinezahlung geschlossen', 'Pago en línea cerrado', 'Paiement en ligne fermé', 'オンライン決済の停止', 'Pagamento on-line fechado', 'Онлайн-оплата закрыта', '關閉線上付款'],
  webType: ['Site type', '站点类型', 'Art der Website', 'Tipo de sitio', 'Type de site', 'サイトの種類', 'Tipo de site', 'Тип сайта', '網站類型'],
  webPid: ['Site number', '站点编号', 'Website-Nummer', 'Número del sitio', 'Numéro du site', 'サイト番号', 'Número do site', 'Номер сайта', '網站編號'],
  // Operations: release reports, the development outbox, operator commands
  remote: ['Part of the site', '站点模块', 'Teil der Website', 'Parte del sitio', 'Partie du site', 'サイトのモジュール', 'Parte do site', 'Часть сайта', '網站模組'],
  version: ['Version', '版本', 'Version', 'Versión', 'Version', 'バージョン', 'Versão', 'Версия', '版本'],
  fallback: ['Fallback version', '回退版本', 'Ersatzversion', 'Versión de respaldo', 'Version de repli', '代替バージョン', 'Versão de reserva', 'Резервная версия', '備援版本'],
  error: ['Error', '错误', 'Fehler', 'Error', 'Erreur', 'エラー', 'Erro', 'Ошибка', '錯誤'],
  to: ['Recipient', '收件人', 'Empfänger', 'Destinatario', 'Destinataire', '宛先', 'Destinatário', 'Получатель', '收件人'],
  args: ['Command arguments', '命令参数', 'Befehlsargumente', 'Argumentos del comando', 'Arguments de la commande', 'コマンドの引数', 'Argumentos do comando', 'Аргументы команды', '指令參數'],
};

export const fieldLabels = Object.fromEntries(
  LOCALES.map((locale, i) => [locale, Object.fromEntries(Object.entries(LABELS).map(([field, row]) => [field, row[i]]))]),
) as Namespace;
