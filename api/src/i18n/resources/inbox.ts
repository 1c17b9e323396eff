import type { Locale } from '@storefront/shared/routes';
import type { InboxKind } from '../../db/schema/inbox';

/**
 * Keys of inbox messages (user/mail), worded below in the `inbox` namespace. Writers
 * (orders, payments, refunds) pass one of them to notifyUser().
 */
export const INBOX_MESSAGE_KEYS = [
  'inbox.orderPlaced',
  'inbox.orderPaid',
  'inbox.paymentFailed',
  'inbox.paymentRefunded',
  'inbox.orderShipped',
  'inbox.orderReceived',
  'inbox.orderCompleted',
  'inbox.orderCancelled',
  'inbox.refundRequested',
  'inbox.refundInProgress',
  'inbox.refunded',
  'inbox.refundRejected',
  'inbox.welcomeCode',
  'inbox.reviewReplied',
] as const;
type InboxMessageKey = (typeof INBOX_MESSAGE_KEYS)[number];

export function isInboxMessageKey(key: string): key is InboxMessageKey {
  return (INBOX_MESSAGE_KEYS as readonly string[]).includes(key);
}

/**
 * Texts of inbox messages (user/mail); the `inbox` namespace of messages.ts. A message row keeps a key and
 * params and is worded in the language of the request that reads it (inbox.ts). Params: orderNo (text),
 * amount (USD minor units, shown as $x.xx), code, percent, count (days a welcome code is valid), reply
 * (the store's reply, plain text as the operator wrote it). A key the server no longer knows reads as
 * its kind's `fallback`.
 */
/** A title and a body; a body with a count has plural forms instead (`body_one`, `body_other`...). */
type Text = { title: string; [body: string]: string };
type Texts = Record<InboxMessageKey, Text> & { fallback: Record<InboxKind, Text> };

const en = {
  'inbox.orderPlaced': { title: 'Order placed', body: 'Your order {{orderNo}} has been placed. Please complete the payment.' },
  'inbox.orderPaid': { title: 'Payment received', body: 'We have received the payment for order {{orderNo}}. It is waiting for shipment.' },
  'inbox.paymentFailed': { title: 'Payment failed', body: 'The payment for order {{orderNo}} failed. You can pay again in the order center.' },
  'inbox.paymentRefunded': {
    title: 'Payment refunded',
    body: 'Your payment of {{amount}} for order {{orderNo}} arrived when the order was no longer waiting for payment (cancelled or expired), so we have refunded it in full.',
  },
  'inbox.orderShipped': { title: 'Order shipped', body: 'Your order {{orderNo}} has been shipped. Expected delivery: 15 to 20 days.' },
  'inbox.orderReceived': { title: 'Receipt confirmed', body: 'You confirmed receipt of order {{orderNo}}. We look forward to your evaluation.' },
  'inbox.orderCompleted': { title: 'Order completed', body: 'Thank you for evaluating order {{orderNo}}.' },
  'inbox.orderCancelled': { title: 'Order cancelled', body: 'Order {{orderNo}} has been cancelled.' },
  'inbox.refundRequested': { title: 'Refund requested', body: 'We have received your refund request of {{amount}} for order {{orderNo}}.' },
  'inbox.refundInProgress': { title: 'Refund in progress', body: 'Your refund of {{amount}} for order {{orderNo}} is in progress.' },
  'inbox.refunded': { title: 'Refunded', body: '{{amount}} for order {{orderNo}} has been refunded.' },
  'inbox.refundRejected': { title: 'Refund declined', body: 'Your refund request for order {{orderNo}} was declined.' },
  'inbox.welcomeCode': {
    title: 'Your welcome code',
    body_one:
      'Welcome to the shop! Your personal code {{code}} takes {{percent}}% off one order. It is valid for {{count}} day and waits for you under Promo codes; choose it at checkout.',
    body_other:
      'Welcome to the shop! Your personal code {{code}} takes {{percent}}% off one order. It is valid for {{count}} days and waits for you under Promo codes; choose it at checkout.',
  },
  'inbox.reviewReplied': { title: 'The store replied to your review', body: 'The store replied to your review: “{{reply}}” You can read it under My reviews.' },
  fallback: {
    order: { title: 'Order update', body: 'There is news about order {{orderNo}}.' },
    payment: { title: 'Payment update', body: 'There is news about the payment of order {{orderNo}}.' },
    shipping: { title: 'Shipping update', body: 'There is news about the delivery of order {{orderNo}}.' },
    refund: { title: 'Refund update', body: 'There is news about the refund of order {{orderNo}}.' },
    review: { title: 'Review update', body: 'There is news about your review.' },
    account: { title: 'Account notice', body: 'There is news about your account.' },
  },
};

export const inboxMessages = {
  en,
  cn: {
    'inbox.orderPlaced': { title: '订单已提交', body: '您的订单 {{orderNo}} 已提交，请尽快完成付款。' },
    'inbox.orderPaid': { title: '已收到付款', body: '我们已收到订单 {{orderNo}} 的付款，订单等待发货。' },
    'inbox.paymentFailed': { title: '付款失败', body: '订单 {{orderNo}} 付款失败，您可以在订单中心重新付款。' },
    'inbox.paymentRefunded': {
      title: '付款已退回',
      body: '订单 {{orderNo}} 的 {{amount}} 付款到账时，订单已不在待付款状态（已取消或已过期），我们已全额退回。',
    },
    'inbox.orderShipped': { title: '订单已发货', body: '您的订单 {{orderNo}} 已发货，预计 15 至 20 天送达。' },
    'inbox.orderReceived': { title: '已确认收货', body: '您已确认收到订单 {{orderNo}}，期待您的评价。' },
    'inbox.orderCompleted': { title: '订单已完成', body: '感谢您评价订单 {{orderNo}}。' },
    'inbox.orderCancelled': { title: '订单已取消', body: '订单 {{orderNo}} 已取消。' },
    'inbox.refundRequested': { title: '已申请退款', body: '我们已收到您对订单 {{orderNo}} 的 {{amount}} 退款申请。' },
    'inbox.refundInProgress': { title: '退款处理中', body: '订单 {{orderNo}} 的 {{amount}} 退款正在处理中。' },
    'inbox.refunded': { title: '已退款', body: '订单 {{orderNo}} 的 {{amount}} 已退款。' },
    'inbox.refundRejected': { title: '退款被拒绝', body: '您对订单 {{orderNo}} 的退款申请未通过。' },
    'inbox.welcomeCode': {
      title: '您的新人优惠码',
      body_other: '欢迎光临！您的专属优惠码 {{code}} 可为一笔订单减免 {{percent}}%，{{count}} 天内有效，已放入“优惠码”中，结算时选择即可。',
    },
    'inbox.reviewReplied': { title: '商家回复了您的评价', body: '商家回复了您的评价：“{{reply}}” 您可以在“我的评价”中查看。' },
    fallback: {
      order: { title: '订单动态', body: '订单 {{orderNo}} 有新的动态。' },
      payment: { title: '付款动态', body: '订单 {{orderNo}} 的付款有新的动态。' },
      shipping: { title: '物流动态', body: '订单 {{orderNo}} 的配送有新的动态。' },
      refund: { title: '退款动态', body: '订单 {{orderNo}} 的退款有新的动态。' },
      review: { title: '评价动态', body: '您的评价有新的动态。' },
      account: { title: '账户通知', body: '您的账户有新的通知。' },
    },
  },
  de: {
    'inbox.orderPlaced': { title: 'Bestellung aufgegeben', body: 'Ihre Bestellung {{orderNo}} wurde aufgegeben. Bitte schließen Sie die Zahlung ab.' },
    'inbox.orderPaid': { title: 'Zahlung erhalten', body: 'Wir haben die Zahlung für Bestellung {{orderNo}} erhalten. Sie wartet auf den Versand.' },
    'inbox.paymentFailed': {
      title: 'Zahlung fehlgeschlagen',
      body: 'Die Zahlung für Bestellung {{orderNo}} ist fehlgeschlagen. Sie können im Bestellcenter erneut bezahlen.',
    },
    'inbox.paymentRefunded': {
      title: 'Zahlung erstattet',
      body: 'Ihre Zahlung über {{amount}} für Bestellung {{orderNo}} ist eingegangen, als die Bestellung nicht mehr auf Zahlung wartete (storniert oder abgelaufen). Wir haben sie vollständig erstattet.',
    },
    'inbox.orderShipped': { title: 'Bestellung versandt', body: 'Ihre Bestellung {{orderNo}} wurde versandt. Voraussichtliche Lieferung: 15 bis 20 Tage.' },
    'inbox.orderReceived': {
      title: 'Empfang bestätigt',
      body: 'Sie haben den Empfang der Bestellung {{orderNo}} bestätigt. Wir freuen uns auf Ihre Bewertung.',
    },
    'inbox.orderCompleted': { title: 'Bestellung abgeschlossen', body: 'Vielen Dank für Ihre Bewertung der Bestellung {{orderNo}}.' },
    'inbox.orderCancelled': { title: 'Bestellung storniert', body: 'Die Bestellung {{orderNo}} wurde storniert.' },
    'inbox.refundRequested': { title: 'Erstattung beantragt', body: 'Wir haben Ihren Erstattungsantrag über {{amount}} für Bestellung {{orderNo}} erhalten.' },
    'inbox.refundInProgress': { title: 'Erstattung in Bearbeitung', body: 'Ihre Erstattung über {{amount}} für Bestellung {{orderNo}} wird bearbeitet.' },
    'inbox.refunded': { title: 'Erstattet', body: '{{amount}} für Bestellung {{orderNo}} wurden erstattet.' },
    'inbox.refundRejected': { title: 'Erstattung abgelehnt', body: 'Ihr Erstattungsantrag für Bestellung {{orderNo}} wurde abgelehnt.' },
    'inbox.welcomeCode': {
      title: 'Ihr Willkommenscode',
      body_one:
        'Willkommen im Shop! Ihr persönlicher Code {{code}} spart {{percent}} % bei einer Bestellung. Er ist {{count}} Tag gültig und liegt unter „Aktionscodes“ bereit; wählen Sie ihn an der Kasse.',
      body_other:
        'Willkommen im Shop! Ihr persönlicher Code {{code}} spart {{percent}} % bei einer Bestellung. Er ist {{count}} Tage gültig und liegt unter „Aktionscodes“ bereit; wählen Sie ihn an der Kasse.',
    },
    'inbox.reviewReplied': {
      title: 'Der Shop hat auf Ihre Bewertung geantwortet',
      body: 'Der Shop hat auf Ihre Bewertung geantwortet: „{{reply}}“ Sie finden die Antwort unter „Meine Bewertungen“.',
    },
    fallback: {
      order: { title: 'Neues zur Bestellung', body: 'Es gibt Neuigkeiten zur Bestellung {{orderNo}}.' },
      payment: { title: 'Neues zur Zahlung', body: 'Es gibt Neuigkeiten zur Zahlung der Bestellung {{orderNo}}.' },
      shipping: { title: 'Neues zum Versand', body: 'Es gibt Neuigkeiten zur Lieferung der Bestellung {{orderNo}}.' },
      refund: { title: 'Neues zur Erstattung', body: 'Es gibt Neuigkeiten zur Erstattung der Bestellung {{orderNo}}.' },
      review: { title: 'Neues zur Bewertung', body: 'Es gibt Neuigkeiten zu Ihrer Bewertung.' },
      account: { title: 'Kontohinweis', body: 'Es gibt Neuigkeiten zu Ihrem Konto.' },
    },
  },
  es: {
    'inbox.orderPlaced': { title: 'Pedido realizado', body: 'Su pedido {{orderNo}} se ha realizado. Complete el pago.' },
    'inbox.orderPaid': { title: 'Pago recibido', body: 'Hemos recibido el pago del pedido {{orderNo}}. Está pendiente de envío.' },
    'inbox.paymentFailed': { title: 'Pago fallido', body: 'El pago del pedido {{orderNo}} ha fallado. Puede volver a pagar en el centro de pedidos.' },
    'inbox.paymentRefunded': {
      title: 'Pago reembolsado',
      body: 'Su pago de {{amount}} del pedido {{orderNo}} llegó cuando el pedido ya no estaba pendiente de pago (cancelado o caducado), así que se lo hemos reembolsado íntegramente.',
    },
    'inbox.orderShipped': { title: 'Pedido enviado', body: 'Su pedido {{orderNo}} se ha enviado. Entrega prevista: de 15 a 20 días.' },
    'inbox.orderReceived': { title: 'Recepción confirmada', body: 'Ha confirmado la recepción del pedido {{orderNo}}. Esperamos su valoración.' },
    'inbox.orderCompleted': { title: 'Pedido completado', body: 'Gracias por valorar el pedido {{orderNo}}.' },
    'inbox.orderCancelled': { title: 'Pedido cancelado', body: 'El pedido {{orderNo}} se ha cancelado.' },
    'inbox.refundRequested': { title: 'Reembolso solicitado', body: 'Hemos recibido su solicitud de reembolso de {{amount}} para el pedido {{orderNo}}.' },
    'inbox.refundInProgress': { title: 'Reembolso en curso', body: 'Su reembolso de {{amount}} del pedido {{orderNo}} está en curso.' },
    'inbox.refunded': { title: 'Reembolsado', body: 'Se han reembolsado {{amount}} del pedido {{orderNo}}.' },
    'inbox.refundRejected': { title: 'Reembolso rechazado', body: 'Su solicitud de reembolso del pedido {{orderNo}} ha sido rechazada.' },
    'inbox.welcomeCode': {
      title: 'Su código de bienvenida',
      body_one:
        '¡Bienvenido a la tienda! Su código personal {{code}} descuenta un {{percent}} % en un pedido. Es válido durante {{count}} día y le espera en Códigos promocionales; elíjalo al pagar.',
      body_many:
        '¡Bienvenido a la tienda! Su código personal {{code}} descuenta un {{percent}} % en un pedido. Es válido durante {{count}} días y le espera en Códigos promocionales; elíjalo al pagar.',
      body_other:
        '¡Bienvenido a la tienda! Su código personal {{code}} descuenta un {{percent}} % en un pedido. Es válido durante {{count}} días y le espera en Códigos promocionales; elíjalo al pagar.',
    },
    'inbox.reviewReplied': {
      title: 'La tienda ha respondido a su valoración',
      body: 'La tienda ha respondido a su valoración: «{{reply}}» Puede leerla en Mis valoraciones.',
    },
    fallback: {
      order: { title: 'Novedad del pedido', body: 'Hay novedades sobre el pedido {{orderNo}}.' },
      payment: { title: 'Novedad del pago', body: 'Hay novedades sobre el pago del pedido {{orderNo}}.' },
      shipping: { title: 'Novedad del envío', body: 'Hay novedades sobre la entrega del pedido {{orderNo}}.' },
      refund: { title: 'Novedad del reembolso', body: 'Hay novedades sobre el reembolso del pedido {{orderNo}}.' },
      review: { title: 'Novedad de la valoración', body: 'Hay novedades sobre su valoración.' },
      account: { title: 'Aviso de la cuenta', body: 'Hay novedades sobre su cuenta.' },
    },
  },
  fr: {
    'inbox.orderPlaced': { title: 'Commande passée', body: 'Votre commande {{orderNo}} a été passée. Veuillez effectuer le paiement.' },
    'inbox.orderPaid': { title: 'Paiement reçu', body: 'Nous avons reçu le paiement de la commande {{orderNo}}. Elle attend son expédition.' },
    'inbox.paymentFailed': {
      title: 'Échec du paiement',
      body: 'Le paiement de la commande {{orderNo}} a échoué. Vous pouvez payer à nouveau dans le centre des commandes.',
    },
    'inbox.paymentRefunded': {
      title: 'Paiement remboursé',
      body: "Votre paiement de {{amount}} pour la commande {{orderNo}} est arrivé alors que la commande n'attendait plus de paiement (annulée ou expirée) : nous l'avons remboursé intégralement.",
    },
    'inbox.orderShipped': { title: 'Commande expédiée', body: 'Votre commande {{orderNo}} a été expédiée. Livraison prévue : 15 à 20 jours.' },
    'inbox.orderReceived': {
      title: 'Réception confirmée',
      body: 'Vous avez confirmé la réception de la commande {{orderNo}}. Nous attendons votre évaluation.',
    },
    'inbox.orderCompleted': { title: 'Commande terminée', body: "Merci d'avoir évalué la commande {{orderNo}}." },
    'inbox.orderCancelled': { title: 'Commande annulée', body: 'La commande {{orderNo}} a été annulée.' },
    'inbox.refundRequested': {
      title: 'Remboursement demandé',
      body: 'Nous avons reçu votre demande de remboursement de {{amount}} pour la commande {{orderNo}}.',
    },
    'inbox.refundInProgress': { title: 'Remboursement en cours', body: 'Votre remboursement de {{amount}} pour la commande {{orderNo}} est en cours.' },
    'inbox.refunded': { title: 'Remboursé', body: '{{amount}} ont été remboursés pour la commande {{orderNo}}.' },
    'inbox.refundRejected': { title: 'Remboursement refusé', body: 'Votre demande de remboursement pour la commande {{orderNo}} a été refusée.' },
    'inbox.welcomeCode': {
      title: 'Votre code de bienvenue',
      body_one:
        'Bienvenue dans la boutique ! Votre code personnel {{code}} offre {{percent}} % de réduction sur une commande. Il est valable {{count}} jour et vous attend dans Codes promo ; choisissez-le lors du paiement.',
      body_many:
        'Bienvenue dans la boutique ! Votre code personnel {{code}} offre {{percent}} % de réduction sur une commande. Il est valable {{count}} jours et vous attend dans Codes promo ; choisissez-le lors du paiement.',
      body_other:
        'Bienvenue dans la boutique ! Votre code personnel {{code}} offre {{percent}} % de réduction sur une commande. Il est valable {{count}} jours et vous attend dans Codes promo ; choisissez-le lors du paiement.',
    },
    'inbox.reviewReplied': {
      title: 'La boutique a répondu à votre avis',
      body: 'La boutique a répondu à votre avis : « {{reply}} » Vous pouvez la lire dans Mes avis.',
    },
    fallback: {
      order: { title: 'Suivi de commande', body: 'Il y a du nouveau concernant la commande {{orderNo}}.' },
      payment: { title: 'Suivi du paiement', body: 'Il y a du nouveau concernant le paiement de la commande {{orderNo}}.' },
      shipping: { title: 'Suivi de livraison', body: 'Il y a du nouveau concernant la livraison de la commande {{orderNo}}.' },
      refund: { title: 'Suivi du remboursement', body: 'Il y a du nouveau concernant le remboursement de la commande {{orderNo}}.' },
      review: { title: 'Suivi de votre avis', body: 'Il y a du nouveau concernant votre avis.' },
      account: { title: 'Avis sur le compte', body: 'Il y a du nouveau concernant votre compte.' },
    },
  },
  jp: {
    'inbox.orderPlaced': { title: 'ご注文を受け付けました', body: 'ご注文 {{orderNo}} を受け付けました。お支払いを完了してください。' },
    'inbox.orderPaid': { title: 'お支払いを確認しました', body: 'ご注文 {{orderNo}} のお支払いを確認しました。発送をお待ちください。' },
    'inbox.paymentFailed': { title: 'お支払いに失敗しました', body: 'ご注文 {{orderNo}} のお支払いに失敗しました。注文センターから再度お支払いいただけます。' },
    'inbox.paymentRefunded': {
      title: 'お支払いを返金しました',
      body: 'ご注文 {{orderNo}} の {{amount}} のお支払いは、注文がお支払い待ちでなくなった後（キャンセルまたは期限切れ）に届いたため、全額を返金しました。',
    },
    'inbox.orderShipped': { title: '発送しました', body: 'ご注文 {{orderNo}} を発送しました。お届けまで 15〜20 日の予定です。' },
    'inbox.orderReceived': { title: '受け取りを確認しました', body: 'ご注文 {{orderNo}} の受け取りが確認されました。評価をお待ちしています。' },
    'inbox.orderCompleted': { title: '注文が完了しました', body: 'ご注文 {{orderNo}} を評価していただきありがとうございます。' },
    'inbox.orderCancelled': { title: '注文をキャンセルしました', body: 'ご注文 {{orderNo}} はキャンセルされました。' },
    'inbox.refundRequested': { title: '返金を申請しました', body: 'ご注文 {{orderNo}} について {{amount}} の返金申請を受け付けました。' },
    'inbox.refundInProgress': { title: '返金処理中', body: 'ご注文 {{orderNo}} の {{amount}} の返金を処理しています。' },
    'inbox.refunded': { title: '返金しました', body: 'ご注文 {{orderNo}} の {{amount}} を返金しました。' },
    'inbox.refundRejected': { title: '返金が承認されませんでした', body: 'ご注文 {{orderNo}} の返金申請は承認されませんでした。' },
    'inbox.welcomeCode': {
      title: 'ウェルカムコードのお知らせ',
      body_other:
        'ご登録ありがとうございます！あなた専用のコード {{code}} で、1回のご注文が {{percent}}% オフになります。有効期間は {{count}} 日間で、「プロモコード」に追加済みです。ご注文手続きの際にお選びください。',
    },
    'inbox.reviewReplied': {
      title: 'ショップがあなたのレビューに返信しました',
      body: 'ショップがあなたのレビューに返信しました：「{{reply}}」「マイレビュー」でご確認いただけます。',
    },
    fallback: {
      order: { title: '注文のお知らせ', body: 'ご注文 {{orderNo}} についてお知らせがあります。' },
      payment: { title: 'お支払いのお知らせ', body: 'ご注文 {{orderNo}} のお支払いについてお知らせがあります。' },
      shipping: { title: '配送のお知らせ', body: 'ご注文 {{orderNo}} の配送についてお知らせがあります。' },
      refund: { title: '返金のお知らせ', body: 'ご注文 {{orderNo}} の返金についてお知らせがあります。' },
      review: { title: 'レビューのお知らせ', body: 'あなたのレビューについてお知らせがあります。' },
      account: { title: 'アカウントのお知らせ', body: 'あなたのアカウントについてお知らせがあります。' },
    },
  },
  pt: {
    'inbox.orderPlaced': { title: 'Pedido realizado', body: 'Seu pedido {{orderNo}} foi realizado. Conclua o pagamento.' },
    'inbox.orderPaid': { title: 'Pagamento recebido', body: 'Recebemos o pagamento do pedido {{orderNo}}. Ele aguarda envio.' },
    'inbox.paymentFailed': { title: 'Falha no pagamento', body: 'O pagamento do pedido {{orderNo}} falhou. Você pode pagar novamente na central de pedidos.' },
    'inbox.paymentRefunded': {
      title: 'Pagamento reembolsado',
      body: 'Seu pagamento de {{amount}} do pedido {{orderNo}} chegou quando o pedido já não aguardava pagamento (cancelado ou expirado), por isso o reembolsamos integralmente.',
    },
    'inbox.orderShipped': { title: 'Pedido enviado', body: 'Seu pedido {{orderNo}} foi enviado. Entrega prevista: 15 a 20 dias.' },
    'inbox.orderReceived': { title: 'Recebimento confirmado', body: 'Você confirmou o recebimento do pedido {{orderNo}}. Aguardamos sua avaliação.' },
    'inbox.orderCompleted': { title: 'Pedido concluído', body: 'Obrigado por avaliar o pedido {{orderNo}}.' },
    'inbox.orderCancelled': { title: 'Pedido cancelado', body: 'O pedido {{orderNo}} foi cancelado.' },
    'inbox.refundRequested': { title: 'Reembolso solicitado', body: 'Recebemos sua solicitação de reembolso de {{amount}} do pedido {{orderNo}}.' },
    'inbox.refundInProgress': { title: 'Reembolso em andamento', body: 'Seu reembolso de {{amount}} do pedido {{orderNo}} está em andamento.' },
    'inbox.refunded': { title: 'Reembolsado', body: '{{amount}} do pedido {{orderNo}} foram reembolsados.' },
    'inbox.refundRejected': { title: 'Reembolso recusado', body: 'Sua solicitação de reembolso do pedido {{orderNo}} foi recusada.' },
    'inbox.welcomeCode': {
      title: 'Seu código de boas-vindas',
      body_one:
        'Bem-vindo à loja! Seu código pessoal {{code}} dá {{percent}}% de desconto em um pedido. Ele vale por {{count}} dia e está em Códigos promocionais; escolha-o ao finalizar a compra.',
      body_many:
        'Bem-vindo à loja! Seu código pessoal {{code}} dá {{percent}}% de desconto em um pedido. Ele vale por {{count}} dias e está em Códigos promocionais; escolha-o ao finalizar a compra.',
      body_other:
        'Bem-vindo à loja! Seu código pessoal {{code}} dá {{percent}}% de desconto em um pedido. Ele vale por {{count}} dias e está em Códigos promocionais; escolha-o ao finalizar a compra.',
    },
    'inbox.reviewReplied': {
      title: 'A loja respondeu à sua avaliação',
      body: 'A loja respondeu à sua avaliação: “{{reply}}” Você pode lê-la em Minhas avaliações.',
    },
    fallback: {
      order: { title: 'Novidade do pedido', body: 'Há novidades sobre o pedido {{orderNo}}.' },
      payment: { title: 'Novidade do pagamento', body: 'Há novidades sobre o pagamento do pedido {{orderNo}}.' },
      shipping: { title: 'Novidade da entrega', body: 'Há novidades sobre a entrega do pedido {{orderNo}}.' },
      refund: { title: 'Novidade do reembolso', body: 'Há novidades sobre o reembolso do pedido {{orderNo}}.' },
      review: { title: 'Novidade da avaliação', body: 'Há novidades sobre sua avaliação.' },
      account: { title: 'Aviso da conta', body: 'Há novidades sobre sua conta.' },
    },
  },
  ru: {
    'inbox.orderPlaced': { title: 'Заказ оформлен', body: 'Ваш заказ {{orderNo}} оформлен. Пожалуйста, оплатите его.' },
    'inbox.orderPaid': { title: 'Оплата получена', body: 'Мы получили оплату заказа {{orderNo}}. Он ожидает отправки.' },
    'inbox.paymentFailed': { title: 'Оплата не прошла', body: 'Оплата заказа {{orderNo}} не прошла. Вы можете оплатить его снова в центре заказов.' },
    'inbox.paymentRefunded': {
      title: 'Платёж возвращён',
      body: 'Ваш платёж {{amount}} по заказу {{orderNo}} поступил, когда заказ уже не ожидал оплаты (отменён или просрочен), поэтому мы вернули его полностью.',
    },
    'inbox.orderShipped': { title: 'Заказ отправлен', body: 'Ваш заказ {{orderNo}} отправлен. Ожидаемая доставка: от 15 до 20 дней.' },
    'inbox.orderReceived': { title: 'Получение подтверждено', body: 'Вы подтвердили получение заказа {{orderNo}}. Ждём вашей оценки.' },
    'inbox.orderCompleted': { title: 'Заказ завершён', body: 'Спасибо за оценку заказа {{orderNo}}.' },
    'inbox.orderCancelled': { title: 'Заказ отменён', body: 'Заказ {{orderNo}} отменён.' },
    'inbox.refundRequested': { title: 'Запрошен возврат', body: 'Мы получили ваш запрос на возврат {{amount}} по заказу {{orderNo}}.' },
    'inbox.refundInProgress': { title: 'Возврат выполняется', body: 'Возврат {{amount}} по заказу {{orderNo}} выполняется.' },
    'inbox.refunded': { title: 'Средства возвращены', body: 'По заказу {{orderNo}} возвращено {{amount}}.' },
    'inbox.refundRejected': { title: 'В возврате отказано', body: 'Ваш запрос на возврат по заказу {{orderNo}} отклонён.' },
    'inbox.welcomeCode': {
      title: 'Ваш приветственный код',
      body_one:
        'Добро пожаловать в магазин! Ваш личный код {{code}} даёт скидку {{percent}}% на один заказ. Он действует {{count}} день и уже ждёт вас в разделе «Промокоды»; выберите его при оформлении заказа.',
      body_few:
        'Добро пожаловать в магазин! Ваш личный код {{code}} даёт скидку {{percent}}% на один заказ. Он действует {{count}} дня и уже ждёт вас в разделе «Промокоды»; выберите его при оформлении заказа.',
      body_many:
        'Добро пожаловать в магазин! Ваш личный код {{code}} даёт скидку {{percent}}% на один заказ. Он действует {{count}} дней и уже ждёт вас в разделе «Промокоды»; выберите его при оформлении заказа.',
      body_other:
        'Добро пожаловать в магазин! Ваш личный код {{code}} даёт скидку {{percent}}% на один заказ. Он действует {{count}} дня и уже ждёт вас в разделе «Промокоды»; выберите его при оформлении заказа.',
    },
    'inbox.reviewReplied': {
      title: 'Магазин ответил на ваш отзыв',
      body: 'Магазин ответил на ваш отзыв: «{{reply}}» Ответ можно прочитать в разделе «Мои отзывы».',
    },
    fallback: {
      order: { title: 'Новости заказа', body: 'Есть новости по заказу {{orderNo}}.' },
      payment: { title: 'Новости оплаты', body: 'Есть новости об оплате заказа {{orderNo}}.' },
      shipping: { title: 'Новости доставки', body: 'Есть новости о доставке заказа {{orderNo}}.' },
      refund: { title: 'Новости возврата', body: 'Есть новости о возврате по заказу {{orderNo}}.' },
      review: { title: 'Новости отзыва', body: 'Есть новости о вашем отзыве.' },
      account: { title: 'Уведомление аккаунта', body: 'Есть новости о вашем аккаунте.' },
    },
  },
  tw: {
    'inbox.orderPlaced': { title: '訂單已送出', body: '您的訂單 {{orderNo}} 已送出，請盡快完成付款。' },
    'inbox.orderPaid': { title: '已收到付款', body: '我們已收到訂單 {{orderNo}} 的付款，訂單等待出貨。' },
    'inbox.paymentFailed': { title: '付款失敗', body: '訂單 {{orderNo}} 付款失敗，您可以在訂單中心重新付款。' },
    'inbox.paymentRefunded': {
      title: '付款已退回',
      body: '訂單 {{orderNo}} 的 {{amount}} 付款入帳時，訂單已不在待付款狀態（已取消或已逾期），我們已全額退回。',
    },
    'inbox.orderShipped': { title: '訂單已出貨', body: '您的訂單 {{orderNo}} 已出貨，預計 15 至 20 天送達。' },
    'inbox.orderReceived': { title: '已確認收貨', body: '您已確認收到訂單 {{orderNo}}，期待您的評價。' },
    'inbox.orderCompleted': { title: '訂單已完成', body: '感謝您評價訂單 {{orderNo}}。' },
    'inbox.orderCancelled': { title: '訂單已取消', body: '訂單 {{orderNo}} 已取消。' },
    'inbox.refundRequested': { title: '已申請退款', body: '我們已收到您對訂單 {{orderNo}} 的 {{amount}} 退款申請。' },
    'inbox.refundInProgress': { title: '退款處理中', body: '訂單 {{orderNo}} 的 {{amount}} 退款正在處理中。' },
    'inbox.refunded': { title: '已退款', body: '訂單 {{orderNo}} 的 {{amount}} 已退款。' },
    'inbox.refundRejected': { title: '退款被拒絕', body: '您對訂單 {{orderNo}} 的退款申請未通過。' },
    'inbox.welcomeCode': {
      title: '您的新會員優惠碼',
      body_other: '歡迎光臨！您的專屬優惠碼 {{code}} 可為一筆訂單折抵 {{percent}}%，{{count}} 天內有效，已放入「優惠碼」中，結帳時選擇即可。',
    },
    'inbox.reviewReplied': { title: '商家回覆了您的評價', body: '商家回覆了您的評價：「{{reply}}」您可以在「我的評價」中查看。' },
    fallback: {
      order: { title: '訂單動態', body: '訂單 {{orderNo}} 有新的動態。' },
      payment: { title: '付款動態', body: '訂單 {{orderNo}} 的付款有新的動態。' },
      shipping: { title: '物流動態', body: '訂單 {{orderNo}} 的配送有新的動態。' },
      refund: { title: '退款動態', body: '訂單 {{orderNo}} 的退款有新的動態。' },
      review: { title: '評價動態', body: '您的評價有新的動態。' },
      account: { title: '帳戶通知', body: '您的帳戶有新的通知。' },
    },
  },
} satisfies Record<Locale, Texts>;
