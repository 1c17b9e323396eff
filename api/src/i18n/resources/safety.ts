import type { Namespace } from './catalogue';

/**
 * Messages of the account-safety limits: emailed codes that never tell whether an address has an
 * account, the lock after wrong codes, changing the account's email, promo code guessing and unpaid
 * orders held; the `safety` namespace of messages.ts.
 */
const en = {
  'auth.codeMaybeSent': 'If this address can be used, a verification code is on its way to it',
  'auth.codesLocked_one': 'Too many wrong verification codes: for your security, codes are locked for {{count}} hour',
  'auth.codesLocked_other': 'Too many wrong verification codes: for your security, codes are locked for {{count}} hours',
  'auth.resetLockedSubject': 'Password reset paused after wrong codes',
  'auth.resetLockedText_one':
    'Someone entered {{count}} wrong verification code while trying to reset the password of your account {{username}}. For your security, password reset is paused for $t(auth.resetPausedFor, {"count": {{hours}} }). Your password has not changed and you can still log in with it. If it was not you, you do not need to do anything.',
  'auth.resetLockedText_other':
    'Someone entered {{count}} wrong verification codes while trying to reset the password of your account {{username}}. For your security, password reset is paused for $t(auth.resetPausedFor, {"count": {{hours}} }). Your password has not changed and you can still log in with it. If it was not you, you do not need to do anything.',
  'auth.resetPausedFor_one': '{{count}} hour',
  'auth.resetPausedFor_other': '{{count}} hours',
  'auth.addressInUseSubject': 'Someone tried to use your email address',
  'auth.addressInUseText':
    'Someone tried to use this email address for another account at our shop. It stays with your account {{username}} and nothing has changed. If it was you, log in instead, or reset your password if you have forgotten it. Otherwise you can ignore this email.',
  'auth.passwordWrong': 'The password is incorrect',
  'auth.emailUnchanged': 'This is already the email address of your account',
  'auth.emailChanged': 'Your email address has been changed',
  'auth.emailChangedSubject': 'The email address of your account has been changed',
  'auth.emailChangedText':
    'The email address of your account {{username}} has been changed from this address to {{email}}. Messages about your account and orders now go there. If you did not do this, contact our customer service at once.',
  'account.emailChangeNeedsCode': 'To change your email address, confirm the new one with your password and the code we send to it',
  'coupon.tooManyWrong_one': 'Too many wrong promo codes, please try again in {{count}} minute',
  'coupon.tooManyWrong_other': 'Too many wrong promo codes, please try again in {{count}} minutes',
  'checkout.unpaidOrdersLimit_one': 'You already have {{count}} unpaid order: please pay or cancel it before placing another',
  'checkout.unpaidOrdersLimit_other': 'You already have {{count}} unpaid orders: please pay or cancel one before placing another',
  'checkout.unpaidUnitsLimit_one':
    'At most {{count}} of {{name}} can wait for payment in your orders (orders you cancelled in the last hour count too); you already have {{held}}',
  'checkout.unpaidUnitsLimit_other':
    'At most {{count}} of {{name}} can wait for payment in your orders (orders you cancelled in the last hour count too); you already have {{held}}',
  'checkout.cancelledTooOften_one': 'You have cancelled {{count}} order in the last hour: please try again in $t(checkout.retryIn, {"count": {{minutes}} })',
  'checkout.cancelledTooOften_other': 'You have cancelled {{count}} orders in the last hour: please try again in $t(checkout.retryIn, {"count": {{minutes}} })',
  'checkout.retryIn_one': '{{count}} minute',
  'checkout.retryIn_other': '{{count}} minutes',
};

export const safetyMessages = {
  en,
  cn: {
    'auth.codeMaybeSent': '如果该邮箱地址可以使用，验证码正在发送到该地址',
    'auth.codesLocked_other': '验证码错误次数过多：为保护您的安全，验证码已锁定 {{count}} 小时',
    'auth.resetLockedSubject': '因验证码错误，密码重置已暂停',
    'auth.resetLockedText_other':
      '有人在尝试重置您的账户 {{username}} 的密码时输入了 {{count}} 次错误的验证码。为保护您的安全，密码重置已暂停 $t(auth.resetPausedFor, {"count": {{hours}} })。您的密码没有改变，仍可用它登录。如果不是您本人操作，您无需做任何事。',
    'auth.resetPausedFor_other': '{{count}} 小时',
    'auth.addressInUseSubject': '有人尝试使用您的邮箱地址',
    'auth.addressInUseText':
      '有人尝试在本店将此邮箱地址用于另一个账户。该地址仍属于您的账户 {{username}}，没有任何改变。如果是您本人，请直接登录；如果忘记了密码，请重置密码。否则请忽略此邮件。',
    'auth.passwordWrong': '密码不正确',
    'auth.emailUnchanged': '这已经是您账户的邮箱地址',
    'auth.emailChanged': '您的邮箱地址已修改',
    'auth.emailChangedSubject': '您账户的邮箱地址已修改',
    'auth.emailChangedText':
      '您的账户 {{username}} 的邮箱地址已从此地址改为 {{email}}。今后有关账户和订单的邮件将发送到新地址。如果这不是您本人的操作，请立即联系客服。',
    'account.emailChangeNeedsCode': '修改邮箱地址需要输入密码，并填写发送到新地址的验证码',
    'coupon.tooManyWrong_other': '优惠码错误次数过多，请 {{count}} 分钟后再试',
    'checkout.unpaidOrdersLimit_other': '您已有 {{count}} 个未付款订单：请先支付或取消其中一个，再下新订单',
    'checkout.unpaidUnitsLimit_other': '{{name}} 在未付款订单中最多可保留 {{count}} 件（过去一小时内您取消的订单也计算在内）；您已有 {{held}} 件',
    'checkout.cancelledTooOften_other': '您在过去一小时内已取消 {{count}} 个订单，请 $t(checkout.retryIn, {"count": {{minutes}} })后再试',
    'checkout.retryIn_other': '{{count}} 分钟',
  },
  de: {
    'auth.codeMaybeSent': 'Wenn diese Adresse verwendet werden kann, ist ein Bestätigungscode an sie unterwegs',
    'auth.codesLocked_one': 'Zu viele falsche Bestätigungscodes: Zu Ihrer Sicherheit sind Codes für {{count}} Stunde gesperrt',
    'auth.codesLocked_other': 'Zu viele falsche Bestätigungscodes: Zu Ihrer Sicherheit sind Codes für {{count}} Stunden gesperrt',
    'auth.resetLockedSubject': 'Zurücksetzen des Passworts nach falschen Codes pausiert',
    'auth.resetLockedText_one':
      'Jemand hat beim Versuch, das Passwort Ihres Kontos {{username}} zurückzusetzen, {{count}} falschen Bestätigungscode eingegeben. Zu Ihrer Sicherheit ist das Zurücksetzen des Passworts für $t(auth.resetPausedFor, {"count": {{hours}} }) pausiert. Ihr Passwort wurde nicht geändert und Sie können sich weiterhin damit anmelden. Wenn Sie es nicht waren, müssen Sie nichts tun.',
    'auth.resetLockedText_other':
      'Jemand hat beim Versuch, das Passwort Ihres Kontos {{username}} zurückzusetzen, {{count}} falsche Bestätigungscodes eingegeben. Zu Ihrer Sicherheit ist das Zurücksetzen des Passworts für $t(auth.resetPausedFor, {"count": {{hours}} }) pausiert. Ihr Passwort wurde nicht geändert und Sie können sich weiterhin damit anmelden. Wenn Sie es nicht waren, müssen Sie nichts tun.',
    'auth.resetPausedFor_one': '{{count}} Stunde',
    'auth.resetPausedFor_other': '{{count}} Stunden',
    'auth.addressInUseSubject': 'Jemand hat versucht, Ihre E-Mail-Adresse zu verwenden',
    'auth.addressInUseText':
      'Jemand hat versucht, diese E-Mail-Adresse für ein anderes Konto in unserem Shop zu verwenden. Sie bleibt bei Ihrem Konto {{username}}, und nichts wurde geändert. Wenn Sie es waren, melden Sie sich stattdessen an oder setzen Sie Ihr Passwort zurück, falls Sie es vergessen haben. Andernfalls können Sie diese E-Mail ignorieren.',
    'auth.passwordWrong': 'Das Passwort ist falsch',
    'auth.emailUnchanged': 'Das ist bereits die E-Mail-Adresse Ihres Kontos',
    'auth.emailChanged': 'Ihre E-Mail-Adresse wurde geändert',
    'auth.emailChangedSubject': 'Die E-Mail-Adresse Ihres Kontos wurde geändert',
    'auth.emailChangedText':
      'Die E-Mail-Adresse Ihres Kontos {{username}} wurde von dieser Adresse in {{email}} geändert. Nachrichten zu Ihrem Konto und Ihren Bestellungen gehen jetzt dorthin. Wenn Sie das nicht waren, wenden Sie sich bitte sofort an unseren Kundenservice.',
    'account.emailChangeNeedsCode': 'Um Ihre E-Mail-Adresse zu ändern, bestätigen Sie die neue mit Ihrem Passwort und dem Code, den wir an sie senden',
    'coupon.tooManyWrong_one': 'Zu viele falsche Aktionscodes, bitte versuchen Sie es in {{count}} Minute erneut',
    'coupon.tooManyWrong_other': 'Zu viele falsche Aktionscodes, bitte versuchen Sie es in {{count}} Minuten erneut',
    'checkout.unpaidOrdersLimit_one':
      'Sie haben bereits {{count}} unbezahlte Bestellung: Bitte bezahlen oder stornieren Sie sie, bevor Sie eine weitere aufgeben',
    'checkout.unpaidOrdersLimit_other':
      'Sie haben bereits {{count}} unbezahlte Bestellungen: Bitte bezahlen oder stornieren Sie eine, bevor Sie eine weitere aufgeben',
    'checkout.unpaidUnitsLimit_one':
      'Höchstens {{count}} Stück von {{name}} können in Ihren Bestellungen auf die Zahlung warten (in der letzten Stunde stornierte Bestellungen zählen mit); Sie haben bereits {{held}}',
    'checkout.unpaidUnitsLimit_other':
      'Höchstens {{count}} Stück von {{name}} können in Ihren Bestellungen auf die Zahlung warten (in der letzten Stunde stornierte Bestellungen zählen mit); Sie haben bereits {{held}}',
    'checkout.cancelledTooOften_one':
      'Sie haben in der letzten Stunde {{count}} Bestellung storniert: Bitte versuchen Sie es in $t(checkout.retryIn, {"count": {{minutes}} }) erneut',
    'checkout.cancelledTooOften_other':
      'Sie haben in der letzten Stunde {{count}} Bestellungen storniert: Bitte versuchen Sie es in $t(checkout.retryIn, {"count": {{minutes}} }) erneut',
    'checkout.retryIn_one': '{{count}} Minute',
    'checkout.retryIn_other': '{{count}} Minuten',
  },
  es: {
    'auth.codeMaybeSent': 'Si esta dirección se puede usar, le estamos enviando un código de verificación',
    'auth.codesLocked_one': 'Demasiados códigos de verificación incorrectos: por su seguridad, los códigos quedan bloqueados durante {{count}} hora',
    'auth.codesLocked_many': 'Demasiados códigos de verificación incorrectos: por su seguridad, los códigos quedan bloqueados durante {{count}} horas',
    'auth.codesLocked_other': 'Demasiados códigos de verificación incorrectos: por su seguridad, los códigos quedan bloqueados durante {{count}} horas',
    'auth.resetLockedSubject': 'Restablecimiento de contraseña en pausa tras códigos incorrectos',
    'auth.resetLockedText_one':
      'Alguien introdujo {{count}} código de verificación incorrecto al intentar restablecer la contraseña de su cuenta {{username}}. Por su seguridad, el restablecimiento de la contraseña queda en pausa durante $t(auth.resetPausedFor, {"count": {{hours}} }). Su contraseña no ha cambiado y puede seguir iniciando sesión con ella. Si no fue usted, no tiene que hacer nada.',
    'auth.resetLockedText_many':
      'Alguien introdujo {{count}} códigos de verificación incorrectos al intentar restablecer la contraseña de su cuenta {{username}}. Por su seguridad, el restablecimiento de la contraseña queda en pausa durante $t(auth.resetPausedFor, {"count": {{hours}} }). Su contraseña no ha cambiado y puede seguir iniciando sesión con ella. Si no fue usted, no tiene que hacer nada.',
    'auth.resetLockedText_other':
      'Alguien introdujo {{count}} códigos de verificación incorrectos al intentar restablecer la contraseña de su cuenta {{username}}. Por su seguridad, el restablecimiento de la contraseña queda en pausa durante $t(auth.resetPausedFor, {"count": {{hours}} }). Su contraseña no ha cambiado y puede seguir iniciando sesión con ella. Si no fue usted, no tiene que hacer nada.',
    'auth.resetPausedFor_one': '{{count}} hora',
    'auth.resetPausedFor_many': '{{count}} horas',
    'auth.resetPausedFor_other': '{{count}} horas',
    'auth.addressInUseSubject': 'Alguien intentó usar su dirección de correo',
    'auth.addressInUseText':
      'Alguien intentó usar esta dirección de correo para otra cuenta en nuestra tienda. Sigue vinculada a su cuenta {{username}} y no ha cambiado nada. Si fue usted, inicie sesión o restablezca su contraseña si la ha olvidado. Si no, puede ignorar este correo.',
    'auth.passwordWrong': 'La contraseña no es correcta',
    'auth.emailUnchanged': 'Esta ya es la dirección de correo de su cuenta',
    'auth.emailChanged': 'Su dirección de correo se ha cambiado',
    'auth.emailChangedSubject': 'La dirección de correo de su cuenta se ha cambiado',
    'auth.emailChangedText':
      'La dirección de correo de su cuenta {{username}} se ha cambiado de esta dirección a {{email}}. Los mensajes sobre su cuenta y sus pedidos llegarán ahora allí. Si no lo ha hecho usted, contacte de inmediato con nuestro servicio de atención al cliente.',
    'account.emailChangeNeedsCode': 'Para cambiar su dirección de correo, confirme la nueva con su contraseña y el código que le enviaremos',
    'coupon.tooManyWrong_one': 'Demasiados códigos promocionales incorrectos, inténtelo de nuevo dentro de {{count}} minuto',
    'coupon.tooManyWrong_many': 'Demasiados códigos promocionales incorrectos, inténtelo de nuevo dentro de {{count}} minutos',
    'coupon.tooManyWrong_other': 'Demasiados códigos promocionales incorrectos, inténtelo de nuevo dentro de {{count}} minutos',
    'checkout.unpaidOrdersLimit_one': 'Ya tiene {{count}} pedido sin pagar: páguelo o cancélelo antes de hacer otro',
    'checkout.unpaidOrdersLimit_many': 'Ya tiene {{count}} pedidos sin pagar: pague o cancele uno antes de hacer otro',
    'checkout.unpaidOrdersLimit_other': 'Ya tiene {{count}} pedidos sin pagar: pague o cancele uno antes de hacer otro',
    'checkout.unpaidUnitsLimit_one':
      'Como máximo {{count}} unidad de {{name}} puede esperar el pago en sus pedidos (cuentan también los pedidos que canceló en la última hora); ya tiene {{held}}',
    'checkout.unpaidUnitsLimit_many':
      'Como máximo {{count}} unidades de {{name}} pueden esperar el pago en sus pedidos (cuentan también los pedidos que canceló en la última hora); ya tiene {{held}}',
    'checkout.unpaidUnitsLimit_other':
      'Como máximo {{count}} unidades de {{name}} pueden esperar el pago en sus pedidos (cuentan también los pedidos que canceló en la última hora); ya tiene {{held}}',
    'checkout.cancelledTooOften_one':
      'Ha cancelado {{count}} pedido en la última hora: inténtelo de nuevo dentro de $t(checkout.retryIn, {"count": {{minutes}} })',
    'checkout.cancelledTooOften_many':
      'Ha cancelado {{count}} pedidos en la última hora: inténtelo de nuevo dentro de $t(checkout.retryIn, {"count": {{minutes}} })',
    'checkout.cancelledTooOften_other':
      'Ha cancelado {{count}} pedidos en la última hora: inténtelo de nuevo dentro de $t(checkout.retryIn, {"count": {{minutes}} })',
    'checkout.retryIn_one': '{{count}} minuto',
    'checkout.retryIn_many': '{{count}} minutos',
    'checkout.retryIn_other': '{{count}} minutos',
  },
  fr: {
    'auth.codeMaybeSent': 'Si cette adresse peut être utilisée, un code de vérification est en route vers elle',
    'auth.codesLocked_one': 'Trop de codes de vérification erronés : pour votre sécurité, les codes sont bloqués pendant {{count}} heure',
    'auth.codesLocked_many': 'Trop de codes de vérification erronés : pour votre sécurité, les codes sont bloqués pendant {{count}} heures',
    'auth.codesLocked_other': 'Trop de codes de vérification erronés : pour votre sécurité, les codes sont bloqués pendant {{count}} heures',
    'auth.resetLockedSubject': 'Réinitialisation du mot de passe suspendue après des codes erronés',
    'auth.resetLockedText_one':
      'Quelqu’un a saisi {{count}} code de vérification erroné en essayant de réinitialiser le mot de passe de votre compte {{username}}. Pour votre sécurité, la réinitialisation du mot de passe est suspendue pendant $t(auth.resetPausedFor, {"count": {{hours}} }). Votre mot de passe n’a pas changé et vous pouvez toujours vous connecter avec. Si ce n’était pas vous, vous n’avez rien à faire.',
    'auth.resetLockedText_many':
      'Quelqu’un a saisi {{count}} codes de vérification erronés en essayant de réinitialiser le mot de passe de votre compte {{username}}. Pour votre sécurité, la réinitialisation du mot de passe est suspendue pendant $t(auth.resetPausedFor, {"count": {{hours}} }). Votre mot de passe n’a pas changé et vous pouvez toujours vous connecter avec. Si ce n’était pas vous, vous n’avez rien à faire.',
    'auth.resetLockedText_other':
      'Quelqu’un a saisi {{count}} codes de vérification erronés en essayant de réinitialiser le mot de passe de votre compte {{username}}. Pour votre sécurité, la réinitialisation du mot de passe est suspendue pendant $t(auth.resetPausedFor, {"count": {{hours}} }). Votre mot de passe n’a pas changé et vous pouvez toujours vous connecter avec. Si ce n’était pas vous, vous n’avez rien à faire.',
    'auth.resetPausedFor_one': '{{count}} heure',
    'auth.resetPausedFor_many': '{{count}} heures',
    'auth.resetPausedFor_other': '{{count}} heures',
    'auth.addressInUseSubject': 'Quelqu’un a essayé d’utiliser votre adresse e-mail',
    'auth.addressInUseText':
      'Quelqu’un a essayé d’utiliser cette adresse e-mail pour un autre compte de notre boutique. Elle reste liée à votre compte {{username}} et rien n’a changé. Si c’était vous, connectez-vous plutôt, ou réinitialisez votre mot de passe si vous l’avez oublié. Sinon, vous pouvez ignorer cet e-mail.',
    'auth.passwordWrong': 'Le mot de passe est incorrect',
    'auth.emailUnchanged': 'C’est déjà l’adresse e-mail de votre compte',
    'auth.emailChanged': 'Votre adresse e-mail a été modifiée',
    'auth.emailChangedSubject': 'L’adresse e-mail de votre compte a été modifiée',
    'auth.emailChangedText':
      'L’adresse e-mail de votre compte {{username}} a été changée de cette adresse en {{email}}. Les messages concernant votre compte et vos commandes y sont désormais envoyés. Si ce n’était pas vous, contactez immédiatement notre service client.',
    'account.emailChangeNeedsCode': 'Pour changer votre adresse e-mail, confirmez la nouvelle avec votre mot de passe et le code que nous y envoyons',
    'coupon.tooManyWrong_one': 'Trop de codes promo erronés, veuillez réessayer dans {{count}} minute',
    'coupon.tooManyWrong_many': 'Trop de codes promo erronés, veuillez réessayer dans {{count}} minutes',
    'coupon.tooManyWrong_other': 'Trop de codes promo erronés, veuillez réessayer dans {{count}} minutes',
    'checkout.unpaidOrdersLimit_one': 'Vous avez déjà {{count}} commande non payée : payez-la ou annulez-la avant d’en passer une autre',
    'checkout.unpaidOrdersLimit_many': 'Vous avez déjà {{count}} commandes non payées : payez-en ou annulez-en une avant d’en passer une autre',
    'checkout.unpaidOrdersLimit_other': 'Vous avez déjà {{count}} commandes non payées : payez-en ou annulez-en une avant d’en passer une autre',
    'checkout.unpaidUnitsLimit_one':
      'Au plus {{count}} unité de {{name}} peut attendre le paiement dans vos commandes (les commandes annulées depuis une heure comptent aussi) ; vous en avez déjà {{held}}',
    'checkout.unpaidUnitsLimit_many':
      'Au plus {{count}} unités de {{name}} peuvent attendre le paiement dans vos commandes (les commandes annulées depuis une heure comptent aussi) ; vous en avez déjà {{held}}',
    'checkout.unpaidUnitsLimit_other':
      'Au plus {{count}} unités de {{name}} peuvent attendre le paiement dans vos commandes (les commandes annulées depuis une heure comptent aussi) ; vous en avez déjà {{held}}',
    'checkout.cancelledTooOften_one':
      'Vous avez annulé {{count}} commande au cours de la dernière heure : veuillez réessayer dans $t(checkout.retryIn, {"count": {{minutes}} })',
    'checkout.cancelledTooOften_many':
      'Vous avez annulé {{count}} commandes au cours de la dernière heure : veuillez réessayer dans $t(checkout.retryIn, {"count": {{minutes}} })',
    'checkout.cancelledTooOften_other':
      'Vous avez annulé {{count}} commandes au cours de la dernière heure : veuillez réessayer dans $t(checkout.retryIn, {"count": {{minutes}} })',
    'checkout.retryIn_one': '{{count}} minute',
    'checkout.retryIn_many': '{{count}} minutes',
    'checkout.retryIn_other': '{{count}} minutes',
  },
  jp: {
    'auth.codeMaybeSent': 'このアドレスが使用可能な場合、認証コードをお送りしています',
    'auth.codesLocked_other': '認証コードの誤りが多すぎます。安全のため、コードを {{count}} 時間ロックしました',
    'auth.resetLockedSubject': '誤ったコードのためパスワード再設定を一時停止しました',
    'auth.resetLockedText_other':
      'お客様のアカウント {{username}} のパスワード再設定で、誤った認証コードが {{count}} 回入力されました。安全のため、パスワード再設定を $t(auth.resetPausedFor, {"count": {{hours}} })停止しています。パスワードは変更されておらず、引き続きログインにご利用いただけます。お心当たりのない場合も、特に操作は必要ありません。',
    'auth.resetPausedFor_other': '{{count}} 時間',
    'auth.addressInUseSubject': 'お客様のメールアドレスが使用されようとしました',
    'auth.addressInUseText':
      '当ショップで、このメールアドレスを別のアカウントに使用しようとする操作がありました。このアドレスは引き続きお客様のアカウント {{username}} のもので、何も変更されていません。ご本人の場合はそのままログインするか、パスワードをお忘れの場合は再設定してください。お心当たりのない場合は、このメールを無視してください。',
    'auth.passwordWrong': 'パスワードが正しくありません',
    'auth.emailUnchanged': 'これはすでにアカウントのメールアドレスです',
    'auth.emailChanged': 'メールアドレスを変更しました',
    'auth.emailChangedSubject': 'アカウントのメールアドレスが変更されました',
    'auth.emailChangedText':
      'アカウント {{username}} のメールアドレスが、このアドレスから {{email}} に変更されました。今後、アカウントと注文に関するお知らせは新しいアドレスに届きます。お心当たりのない場合は、すぐにカスタマーサービスへご連絡ください。',
    'account.emailChangeNeedsCode': 'メールアドレスを変更するには、パスワードと新しいアドレスに送信される認証コードで確認してください',
    'coupon.tooManyWrong_other': '誤ったクーポンコードが多すぎます。{{count}} 分後にもう一度お試しください',
    'checkout.unpaidOrdersLimit_other': '未払いの注文がすでに {{count}} 件あります。新しく注文する前に、いずれかをお支払いいただくかキャンセルしてください',
    'checkout.unpaidUnitsLimit_other':
      '{{name}} は未払いの注文で最大 {{count}} 点までしか確保できません（過去 1 時間にキャンセルした注文も含みます）。すでに {{held}} 点あります',
    'checkout.cancelledTooOften_other':
      '過去 1 時間に {{count}} 件の注文をキャンセルしました。$t(checkout.retryIn, {"count": {{minutes}} })後にもう一度お試しください',
    'checkout.retryIn_other': '{{count}} 分',
  },
  pt: {
    'auth.codeMaybeSent': 'Se este endereço puder ser usado, um código de verificação está a caminho dele',
    'auth.codesLocked_one': 'Muitos códigos de verificação incorretos: para sua segurança, os códigos estão bloqueados por {{count}} hora',
    'auth.codesLocked_many': 'Muitos códigos de verificação incorretos: para sua segurança, os códigos estão bloqueados por {{count}} horas',
    'auth.codesLocked_other': 'Muitos códigos de verificação incorretos: para sua segurança, os códigos estão bloqueados por {{count}} horas',
    'auth.resetLockedSubject': 'Redefinição de senha pausada após códigos incorretos',
    'auth.resetLockedText_one':
      'Alguém digitou {{count}} código de verificação incorreto ao tentar redefinir a senha da sua conta {{username}}. Para sua segurança, a redefinição de senha está pausada por $t(auth.resetPausedFor, {"count": {{hours}} }). Sua senha não foi alterada e você ainda pode entrar com ela. Se não foi você, não é preciso fazer nada.',
    'auth.resetLockedText_many':
      'Alguém digitou {{count}} códigos de verificação incorretos ao tentar redefinir a senha da sua conta {{username}}. Para sua segurança, a redefinição de senha está pausada por $t(auth.resetPausedFor, {"count": {{hours}} }). Sua senha não foi alterada e você ainda pode entrar com ela. Se não foi você, não é preciso fazer nada.',
    'auth.resetLockedText_other':
      'Alguém digitou {{count}} códigos de verificação incorretos ao tentar redefinir a senha da sua conta {{username}}. Para sua segurança, a redefinição de senha está pausada por $t(auth.resetPausedFor, {"count": {{hours}} }). Sua senha não foi alterada e você ainda pode entrar com ela. Se não foi você, não é preciso fazer nada.',
    'auth.resetPausedFor_one': '{{count}} hora',
    'auth.resetPausedFor_many': '{{count}} horas',
    'auth.resetPausedFor_other': '{{count}} horas',
    'auth.addressInUseSubject': 'Alguém tentou usar seu endereço de e-mail',
    'auth.addressInUseText':
      'Alguém tentou usar este endereço de e-mail para outra conta na nossa loja. Ele continua com a sua conta {{username}} e nada foi alterado. Se foi você, faça login ou redefina sua senha se a esqueceu. Caso contrário, ignore este e-mail.',
    'auth.passwordWrong': 'A senha está incorreta',
    'auth.emailUnchanged': 'Este já é o endereço de e-mail da sua conta',
    'auth.emailChanged': 'Seu endereço de e-mail foi alterado',
    'auth.emailChangedSubject': 'O endereço de e-mail da sua conta foi alterado',
    'auth.emailChangedText':
      'O endereço de e-mail da sua conta {{username}} foi alterado deste endereço para {{email}}. As mensagens sobre sua conta e seus pedidos agora vão para lá. Se não foi você, entre em contato com nosso atendimento ao cliente imediatamente.',
    'account.emailChangeNeedsCode': 'Para alterar seu endereço de e-mail, confirme o novo com sua senha e o código que enviamos para ele',
    'coupon.tooManyWrong_one': 'Muitos códigos promocionais incorretos, tente novamente em {{count}} minuto',
    'coupon.tooManyWrong_many': 'Muitos códigos promocionais incorretos, tente novamente em {{count}} minutos',
    'coupon.tooManyWrong_other': 'Muitos códigos promocionais incorretos, tente novamente em {{count}} minutos',
    'checkout.unpaidOrdersLimit_one': 'Você já tem {{count}} pedido não pago: pague-o ou cancele-o antes de fazer outro',
    'checkout.unpaidOrdersLimit_many': 'Você já tem {{count}} pedidos não pagos: pague ou cancele um antes de fazer outro',
    'checkout.unpaidOrdersLimit_other': 'Você já tem {{count}} pedidos não pagos: pague ou cancele um antes de fazer outro',
    'checkout.unpaidUnitsLimit_one':
      'No máximo {{count}} unidade de {{name}} pode aguardar pagamento nos seus pedidos (pedidos que você cancelou na última hora também contam); você já tem {{held}}',
    'checkout.unpaidUnitsLimit_many':
      'No máximo {{count}} unidades de {{name}} podem aguardar pagamento nos seus pedidos (pedidos que você cancelou na última hora também contam); você já tem {{held}}',
    'checkout.unpaidUnitsLimit_other':
      'No máximo {{count}} unidades de {{name}} podem aguardar pagamento nos seus pedidos (pedidos que você cancelou na última hora também contam); você já tem {{held}}',
    'checkout.cancelledTooOften_one': 'Você cancelou {{count}} pedido na última hora: tente novamente em $t(checkout.retryIn, {"count": {{minutes}} })',
    'checkout.cancelledTooOften_many': 'Você cancelou {{count}} pedidos na última hora: tente novamente em $t(checkout.retryIn, {"count": {{minutes}} })',
    'checkout.cancelledTooOften_other': 'Você cancelou {{count}} pedidos na última hora: tente novamente em $t(checkout.retryIn, {"count": {{minutes}} })',
    'checkout.retryIn_one': '{{count}} minuto',
    'checkout.retryIn_many': '{{count}} minutos',
    'checkout.retryIn_other': '{{count}} minutos',
  },
  ru: {
    'auth.codeMaybeSent': 'Если этот адрес можно использовать, код подтверждения уже отправлен на него',
    'auth.codesLocked_one': 'Слишком много неверных кодов подтверждения: в целях безопасности коды заблокированы на {{count}} час',
    'auth.codesLocked_few': 'Слишком много неверных кодов подтверждения: в целях безопасности коды заблокированы на {{count}} часа',
    'auth.codesLocked_many': 'Слишком много неверных кодов подтверждения: в целях безопасности коды заблокированы на {{count}} часов',
    'auth.codesLocked_other': 'Слишком много неверных кодов подтверждения: в целях безопасности коды заблокированы на {{count}} часа',
    'auth.resetLockedSubject': 'Сброс пароля приостановлен после неверных кодов',
    'auth.resetLockedText_one':
      'Кто-то ввёл {{count}} неверный код подтверждения, пытаясь сбросить пароль вашей учётной записи {{username}}. В целях безопасности сброс пароля приостановлен на $t(auth.resetPausedFor, {"count": {{hours}} }). Ваш пароль не изменён, и вы по-прежнему можете входить с ним. Если это были не вы, ничего делать не нужно.',
    'auth.resetLockedText_few':
      'Кто-то ввёл {{count}} неверных кода подтверждения, пытаясь сбросить пароль вашей учётной записи {{username}}. В целях безопасности сброс пароля приостановлен на $t(auth.resetPausedFor, {"count": {{hours}} }). Ваш пароль не изменён, и вы по-прежнему можете входить с ним. Если это были не вы, ничего делать не нужно.',
    'auth.resetLockedText_many':
      'Кто-то ввёл {{count}} неверных кодов подтверждения, пытаясь сбросить пароль вашей учётной записи {{username}}. В целях безопасности сброс пароля приостановлен на $t(auth.resetPausedFor, {"count": {{hours}} }). Ваш пароль не изменён, и вы по-прежнему можете входить с ним. Если это были не вы, ничего делать не нужно.',
    'auth.resetLockedText_other':
      'Кто-то ввёл {{count}} неверного кода подтверждения, пытаясь сбросить пароль вашей учётной записи {{username}}. В целях безопасности сброс пароля приостановлен на $t(auth.resetPausedFor, {"count": {{hours}} }). Ваш пароль не изменён, и вы по-прежнему можете входить с ним. Если это были не вы, ничего делать не нужно.',
    'auth.resetPausedFor_one': '{{count}} час',
    'auth.resetPausedFor_few': '{{count}} часа',
    'auth.resetPausedFor_many': '{{count}} часов',
    'auth.resetPausedFor_other': '{{count}} часа',
    'auth.addressInUseSubject': 'Кто-то пытался использовать ваш адрес электронной почты',
    'auth.addressInUseText':
      'Кто-то пытался использовать этот адрес электронной почты для другой учётной записи в нашем магазине. Адрес по-прежнему принадлежит вашей учётной записи {{username}}, ничего не изменилось. Если это были вы, просто войдите или сбросьте пароль, если забыли его. В противном случае проигнорируйте это письмо.',
    'auth.passwordWrong': 'Неверный пароль',
    'auth.emailUnchanged': 'Это уже адрес электронной почты вашей учётной записи',
    'auth.emailChanged': 'Ваш адрес электронной почты изменён',
    'auth.emailChangedSubject': 'Адрес электронной почты вашей учётной записи изменён',
    'auth.emailChangedText':
      'Адрес электронной почты вашей учётной записи {{username}} изменён с этого адреса на {{email}}. Сообщения об учётной записи и заказах теперь будут приходить туда. Если это сделали не вы, немедленно свяжитесь с нашей службой поддержки.',
    'account.emailChangeNeedsCode': 'Чтобы изменить адрес электронной почты, подтвердите новый адрес паролем и кодом, который мы на него отправим',
    'coupon.tooManyWrong_one': 'Слишком много неверных промокодов, повторите через {{count}} минуту',
    'coupon.tooManyWrong_few': 'Слишком много неверных промокодов, повторите через {{count}} минуты',
    'coupon.tooManyWrong_many': 'Слишком много неверных промокодов, повторите через {{count}} минут',
    'coupon.tooManyWrong_other': 'Слишком много неверных промокодов, повторите через {{count}} минуты',
    'checkout.unpaidOrdersLimit_one': 'У вас уже {{count}} неоплаченный заказ. Оплатите или отмените его, прежде чем оформить новый',
    'checkout.unpaidOrdersLimit_few': 'У вас уже {{count}} неоплаченных заказа. Оплатите или отмените один из них, прежде чем оформить новый',
    'checkout.unpaidOrdersLimit_many': 'У вас уже {{count}} неоплаченных заказов. Оплатите или отмените один из них, прежде чем оформить новый',
    'checkout.unpaidOrdersLimit_other': 'У вас уже {{count}} неоплаченного заказа. Оплатите или отмените один из них, прежде чем оформить новый',
    'checkout.unpaidUnitsLimit_one':
      'В неоплаченных заказах может ждать оплаты не более {{count}} шт. товара «{{name}}» (учитываются и заказы, отменённые вами за последний час); у вас уже {{held}} шт.',
    'checkout.unpaidUnitsLimit_few':
      'В неоплаченных заказах может ждать оплаты не более {{count}} шт. товара «{{name}}» (учитываются и заказы, отменённые вами за последний час); у вас уже {{held}} шт.',
    'checkout.unpaidUnitsLimit_many':
      'В неоплаченных заказах может ждать оплаты не более {{count}} шт. товара «{{name}}» (учитываются и заказы, отменённые вами за последний час); у вас уже {{held}} шт.',
    'checkout.unpaidUnitsLimit_other':
      'В неоплаченных заказах может ждать оплаты не более {{count}} шт. товара «{{name}}» (учитываются и заказы, отменённые вами за последний час); у вас уже {{held}} шт.',
    'checkout.cancelledTooOften_one': 'За последний час вы отменили {{count}} заказ. Повторите через $t(checkout.retryIn, {"count": {{minutes}} }).',
    'checkout.cancelledTooOften_few': 'За последний час вы отменили {{count}} заказа. Повторите через $t(checkout.retryIn, {"count": {{minutes}} }).',
    'checkout.cancelledTooOften_many': 'За последний час вы отменили {{count}} заказов. Повторите через $t(checkout.retryIn, {"count": {{minutes}} }).',
    'checkout.cancelledTooOften_other': 'За последний час вы отменили {{count}} заказа. Повторите через $t(checkout.retryIn, {"count": {{minutes}} }).',
    'checkout.retryIn_one': '{{count}} минуту',
    'checkout.retryIn_few': '{{count}} минуты',
    'checkout.retryIn_many': '{{count}} минут',
    'checkout.retryIn_other': '{{count}} минуты',
  },
  tw: {
    'auth.codeMaybeSent': '如果此電子郵件地址可以使用，驗證碼正在寄往該地址',
    'auth.codesLocked_other': '驗證碼錯誤次數過多：為保護您的安全，驗證碼已鎖定 {{count}} 小時',
    'auth.resetLockedSubject': '因驗證碼錯誤，密碼重設已暫停',
    'auth.resetLockedText_other':
      '有人在嘗試重設您的帳戶 {{username}} 的密碼時輸入了 {{count}} 次錯誤的驗證碼。為保護您的安全，密碼重設已暫停 $t(auth.resetPausedFor, {"count": {{hours}} })。您的密碼沒有變更，仍可用它登入。如果不是您本人操作，您無需採取任何行動。',
    'auth.resetPausedFor_other': '{{count}} 小時',
    'auth.addressInUseSubject': '有人嘗試使用您的電子郵件地址',
    'auth.addressInUseText':
      '有人嘗試在本店將此電子郵件地址用於另一個帳戶。此地址仍屬於您的帳戶 {{username}}，沒有任何變更。如果是您本人，請直接登入；如果忘記密碼，請重設密碼。否則請忽略此郵件。',
    'auth.passwordWrong': '密碼不正確',
    'auth.emailUnchanged': '這已經是您帳戶的電子郵件地址',
    'auth.emailChanged': '您的電子郵件地址已變更',
    'auth.emailChangedSubject': '您帳戶的電子郵件地址已變更',
    'auth.emailChangedText':
      '您的帳戶 {{username}} 的電子郵件地址已從此地址變更為 {{email}}。今後有關帳戶和訂單的郵件將寄到新地址。如果這不是您本人的操作，請立即聯絡客服。',
    'account.emailChangeNeedsCode': '變更電子郵件地址需要輸入密碼，並填寫寄到新地址的驗證碼',
    'coupon.tooManyWrong_other': '優惠碼錯誤次數過多，請 {{count}} 分鐘後再試',
    'checkout.unpaidOrdersLimit_other': '您已有 {{count}} 筆未付款訂單：請先付款或取消其中一筆，再下新訂單',
    'checkout.unpaidUnitsLimit_other': '{{name}} 在未付款訂單中最多可保留 {{count}} 件（過去一小時內您取消的訂單也計算在內）；您已有 {{held}} 件',
    'checkout.cancelledTooOften_other': '您在過去一小時內已取消 {{count}} 筆訂單，請 $t(checkout.retryIn, {"count": {{minutes}} })後再試',
    'checkout.retryIn_other': '{{count}} 分鐘',
  },
} satisfies Namespace;
