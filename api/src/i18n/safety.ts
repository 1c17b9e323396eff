import type { Locale } from '@storefront/shared/routes';

/**
 * Messages of the account-safety limits: emailed codes that never tell whether an address has an
 * account, the lock after wrong codes, changing the account's email, promo code guessing and unpaid
 * orders held; merged into the catalogue by messages.ts.
 */
const en = {
  'auth.codeMaybeSent': 'If this address can be used, a verification code is on its way to it',
  'auth.codesLocked': 'Too many wrong verification codes: for your security, codes are locked for {hours} hours',
  'auth.codesLockedHour': 'Too many wrong verification codes: for your security, codes are locked for 1 hour',
  'auth.resetLockedSubject': 'Password reset paused after wrong codes',
  'auth.resetLockedText':
    'Someone entered {count} wrong verification codes while trying to reset the password of your account {username}. For your security, password reset is paused for {hours} hours. Your password has not changed and you can still log in with it. If it was not you, you do not need to do anything.',
  'auth.addressInUseSubject': 'Someone tried to use your email address',
  'auth.addressInUseText':
    'Someone tried to use this email address for another account at our shop. It stays with your account {username} and nothing has changed. If it was you, log in instead, or reset your password if you have forgotten it. Otherwise you can ignore this email.',
  'auth.passwordWrong': 'The password is incorrect',
  'auth.emailUnchanged': 'This is already the email address of your account',
  'auth.emailChanged': 'Your email address has been changed',
  'auth.emailChangedSubject': 'The email address of your account has been changed',
  'auth.emailChangedText':
    'The email address of your account {username} has been changed from this address to {email}. Messages about your account and orders now go there. If you did not do this, contact our customer service at once.',
  'account.emailChangeNeedsCode': 'To change your email address, confirm the new one with your password and the code we send to it',
  'coupon.tooManyWrong': 'Too many wrong promo codes, please try again in {minutes} minutes',
  'coupon.tooManyWrongMinute': 'Too many wrong promo codes, please try again in 1 minute',
  'checkout.unpaidOrdersLimit': 'You already have {max} unpaid orders: please pay or cancel one before placing another',
  'checkout.unpaidUnitsLimit':
    'At most {max} of {name} can wait for payment in your orders (orders you cancelled in the last hour count too); you already have {held}',
  'checkout.cancelledTooOften': 'You have cancelled {count} orders in the last hour: please try again in {minutes} minutes',
  'checkout.cancelledTooOftenMinute': 'You have cancelled {count} orders in the last hour: please try again in 1 minute',
};

export type SafetyMessageKey = keyof typeof en;

export const safetyMessages: Record<Locale, Record<SafetyMessageKey, string>> = {
  en,
  cn: {
    'auth.codeMaybeSent': '如果该邮箱地址可以使用，验证码正在发送到该地址',
    'auth.codesLocked': '验证码错误次数过多：为保护您的安全，验证码已锁定 {hours} 小时',
    'auth.codesLockedHour': '验证码错误次数过多：为保护您的安全，验证码已锁定 1 小时',
    'auth.resetLockedSubject': '因验证码错误，密码重置已暂停',
    'auth.resetLockedText':
      '有人在尝试重置您的账户 {username} 的密码时输入了 {count} 次错误的验证码。为保护您的安全，密码重置已暂停 {hours} 小时。您的密码没有改变，仍可用它登录。如果不是您本人操作，您无需做任何事。',
    'auth.addressInUseSubject': '有人尝试使用您的邮箱地址',
    'auth.addressInUseText':
      '有人尝试在本店将此邮箱地址用于另一个账户。该地址仍属于您的账户 {username}，没有任何改变。如果是您本人，请直接登录；如果忘记了密码，请重置密码。否则请忽略此邮件。',
    'auth.passwordWrong': '密码不正确',
    'auth.emailUnchanged': '这已经是您账户的邮箱地址',
    'auth.emailChanged': '您的邮箱地址已修改',
    'auth.emailChangedSubject': '您账户的邮箱地址已修改',
    'auth.emailChangedText':
      '您的账户 {username} 的邮箱地址已从此地址改为 {email}。今后有关账户和订单的邮件将发送到新地址。如果这不是您本人的操作，请立即联系客服。',
    'account.emailChangeNeedsCode': '修改邮箱地址需要输入密码，并填写发送到新地址的验证码',
    'coupon.tooManyWrong': '优惠码错误次数过多，请 {minutes} 分钟后再试',
    'coupon.tooManyWrongMinute': '优惠码错误次数过多，请 1 分钟后再试',
    'checkout.unpaidOrdersLimit': '您已有 {max} 个未付款订单：请先支付或取消其中一个，再下新订单',
    'checkout.unpaidUnitsLimit': '{name} 在未付款订单中最多可保留 {max} 件（过去一小时内您取消的订单也计算在内）；您已有 {held} 件',
    'checkout.cancelledTooOften': '您在过去一小时内已取消 {count} 个订单，请 {minutes} 分钟后再试',
    'checkout.cancelledTooOftenMinute': '您在过去一小时内已取消 {count} 个订单，请 1 分钟后再试',
  },
  de: {
    'auth.codeMaybeSent': 'Wenn diese Adresse verwendet werden kann, ist ein Bestätigungscode an sie unterwegs',
    'auth.codesLocked': 'Zu viele falsche Bestätigungscodes: Zu Ihrer Sicherheit sind Codes für {hours} Stunden gesperrt',
    'auth.codesLockedHour': 'Zu viele falsche Bestätigungscodes: Zu Ihrer Sicherheit sind Codes für 1 Stunde gesperrt',
    'auth.resetLockedSubject': 'Zurücksetzen des Passworts nach falschen Codes pausiert',
    'auth.resetLockedText':
      'Jemand hat beim Versuch, das Passwort Ihres Kontos {username} zurückzusetzen, {count} falsche Bestätigungscodes eingegeben. Zu Ihrer Sicherheit ist das Zurücksetzen des Passworts für {hours} Stunden pausiert. Ihr Passwort wurde nicht geändert und Sie können sich weiterhin damit anmelden. Wenn Sie es nicht waren, müssen Sie nichts tun.',
    'auth.addressInUseSubject': 'Jemand hat versucht, Ihre E-Mail-Adresse zu verwenden',
    'auth.addressInUseText':
      'Jemand hat versucht, diese E-Mail-Adresse für ein anderes Konto in unserem Shop zu verwenden. Sie bleibt bei Ihrem Konto {username}, und nichts wurde geändert. Wenn Sie es waren, melden Sie sich stattdessen an oder setzen Sie Ihr Passwort zurück, falls Sie es vergessen haben. Andernfalls können Sie diese E-Mail ignorieren.',
    'auth.passwordWrong': 'Das Passwort ist falsch',
    'auth.emailUnchanged': 'Das ist bereits die E-Mail-Adresse Ihres Kontos',
    'auth.emailChanged': 'Ihre E-Mail-Adresse wurde geändert',
    'auth.emailChangedSubject': 'Die E-Mail-Adresse Ihres Kontos wurde geändert',
    'auth.emailChangedText':
      'Die E-Mail-Adresse Ihres Kontos {username} wurde von dieser Adresse in {email} geändert. Nachrichten zu Ihrem Konto und Ihren Bestellungen gehen jetzt dorthin. Wenn Sie das nicht waren, wenden Sie sich bitte sofort an unseren Kundenservice.',
    'account.emailChangeNeedsCode': 'Um Ihre E-Mail-Adresse zu ändern, bestätigen Sie die neue mit Ihrem Passwort und dem Code, den wir an sie senden',
    'coupon.tooManyWrong': 'Zu viele falsche Aktionscodes, bitte versuchen Sie es in {minutes} Minuten erneut',
    'coupon.tooManyWrongMinute': 'Zu viele falsche Aktionscodes, bitte versuchen Sie es in 1 Minute erneut',
    'checkout.unpaidOrdersLimit': 'Sie haben bereits {max} unbezahlte Bestellungen: Bitte bezahlen oder stornieren Sie eine, bevor Sie eine weitere aufgeben',
    'checkout.unpaidUnitsLimit':
      'Höchstens {max} Stück von {name} können in Ihren Bestellungen auf die Zahlung warten (in der letzten Stunde stornierte Bestellungen zählen mit); Sie haben bereits {held}',
    'checkout.cancelledTooOften': 'Sie haben in der letzten Stunde {count} Bestellungen storniert: Bitte versuchen Sie es in {minutes} Minuten erneut',
    'checkout.cancelledTooOftenMinute': 'Sie haben in der letzten Stunde {count} Bestellungen storniert: Bitte versuchen Sie es in 1 Minute erneut',
  },
  es: {
    'auth.codeMaybeSent': 'Si esta dirección se puede usar, le estamos enviando un código de verificación',
    'auth.codesLocked': 'Demasiados códigos de verificación incorrectos: por su seguridad, los códigos quedan bloqueados durante {hours} horas',
    'auth.codesLockedHour': 'Demasiados códigos de verificación incorrectos: por su seguridad, los códigos quedan bloqueados durante 1 hora',
    'auth.resetLockedSubject': 'Restablecimiento de contraseña en pausa tras códigos incorrectos',
    'auth.resetLockedText':
      'Alguien introdujo {count} códigos de verificación incorrectos al intentar restablecer la contraseña de su cuenta {username}. Por su seguridad, el restablecimiento de la contraseña queda en pausa durante {hours} horas. Su contraseña no ha cambiado y puede seguir iniciando sesión con ella. Si no fue usted, no tiene que hacer nada.',
    'auth.addressInUseSubject': 'Alguien intentó usar su dirección de correo',
    'auth.addressInUseText':
      'Alguien intentó usar esta dirección de correo para otra cuenta en nuestra tienda. Sigue vinculada a su cuenta {username} y no ha cambiado nada. Si fue usted, inicie sesión o restablezca su contraseña si la ha olvidado. Si no, puede ignorar este correo.',
    'auth.passwordWrong': 'La contraseña no es correcta',
    'auth.emailUnchanged': 'Esta ya es la dirección de correo de su cuenta',
    'auth.emailChanged': 'Su dirección de correo se ha cambiado',
    'auth.emailChangedSubject': 'La dirección de correo de su cuenta se ha cambiado',
    'auth.emailChangedText':
      'La dirección de correo de su cuenta {username} se ha cambiado de esta dirección a {email}. Los mensajes sobre su cuenta y sus pedidos llegarán ahora allí. Si no lo ha hecho usted, contacte de inmediato con nuestro servicio de atención al cliente.',
    'account.emailChangeNeedsCode': 'Para cambiar su dirección de correo, confirme la nueva con su contraseña y el código que le enviaremos',
    'coupon.tooManyWrong': 'Demasiados códigos promocionales incorrectos, inténtelo de nuevo dentro de {minutes} minutos',
    'coupon.tooManyWrongMinute': 'Demasiados códigos promocionales incorrectos, inténtelo de nuevo dentro de 1 minuto',
    'checkout.unpaidOrdersLimit': 'Ya tiene {max} pedidos sin pagar: pague o cancele uno antes de hacer otro',
    'checkout.unpaidUnitsLimit':
      'Como máximo {max} unidades de {name} pueden esperar el pago en sus pedidos (cuentan también los pedidos que canceló en la última hora); ya tiene {held}',
    'checkout.cancelledTooOften': 'Ha cancelado {count} pedidos en la última hora: inténtelo de nuevo dentro de {minutes} minutos',
    'checkout.cancelledTooOftenMinute': 'Ha cancelado {count} pedidos en la última hora: inténtelo de nuevo dentro de 1 minuto',
  },
  fr: {
    'auth.codeMaybeSent': 'Si cette adresse peut être utilisée, un code de vérification est en route vers elle',
    'auth.codesLocked': 'Trop de codes de vérification erronés : pour votre sécurité, les codes sont bloqués pendant {hours} heures',
    'auth.codesLockedHour': 'Trop de codes de vérification erronés : pour votre sécurité, les codes sont bloqués pendant 1 heure',
    'auth.resetLockedSubject': 'Réinitialisation du mot de passe suspendue après des codes erronés',
    'auth.resetLockedText':
      'Quelqu’un a saisi {count} codes de vérification erronés en essayant de réinitialiser le mot de passe de votre compte {username}. Pour votre sécurité, la réinitialisation du mot de passe est suspendue pendant {hours} heures. Votre mot de passe n’a pas changé et vous pouvez toujours vous connecter avec. Si ce n’était pas vous, vous n’avez rien à faire.',
    'auth.addressInUseSubject': 'Quelqu’un a essayé d’utiliser votre adresse e-mail',
    'auth.addressInUseText':
      'Quelqu’un a essayé d’utiliser cette adresse e-mail pour un autre compte de notre boutique. Elle reste liée à votre compte {username} et rien n’a changé. Si c’était vous, connectez-vous plutôt, ou réinitialisez votre mot de passe si vous l’avez oublié. Sinon, vous pouvez ignorer cet e-mail.',
    'auth.passwordWrong': 'Le mot de passe est incorrect',
    'auth.emailUnchanged': 'C’est déjà l’adresse e-mail de votre compte',
    'auth.emailChanged': 'Votre adresse e-mail a été modifiée',
    'auth.emailChangedSubject': 'L’adresse e-mail de votre compte a été modifiée',
    'auth.emailChangedText':
      'L’adresse e-mail de votre compte {username} a été changée de cette adresse en {email}. Les messages concernant votre compte et vos commandes y sont désormais envoyés. Si ce n’était pas vous, contactez immédiatement notre service client.',
    'account.emailChangeNeedsCode': 'Pour changer votre adresse e-mail, confirmez la nouvelle avec votre mot de passe et le code que nous y envoyons',
    'coupon.tooManyWrong': 'Trop de codes promo erronés, veuillez réessayer dans {minutes} minutes',
    'coupon.tooManyWrongMinute': 'Trop de codes promo erronés, veuillez réessayer dans 1 minute',
    'checkout.unpaidOrdersLimit': 'Vous avez déjà {max} commandes non payées : payez-en ou annulez-en une avant d’en passer une autre',
    'checkout.unpaidUnitsLimit':
      'Au plus {max} unités de {name} peuvent attendre le paiement dans vos commandes (les commandes annulées depuis une heure comptent aussi) ; vous en avez déjà {held}',
    'checkout.cancelledTooOften': 'Vous avez annulé {count} commandes au cours de la dernière heure : veuillez réessayer dans {minutes} minutes',
    'checkout.cancelledTooOftenMinute': 'Vous avez annulé {count} commandes au cours de la dernière heure : veuillez réessayer dans 1 minute',
  },
  jp: {
    'auth.codeMaybeSent': 'このアドレスが使用可能な場合、認証コードをお送りしています',
    'auth.codesLocked': '認証コードの誤りが多すぎます。安全のため、コードを {hours} 時間ロックしました',
    'auth.codesLockedHour': '認証コードの誤りが多すぎます。安全のため、コードを 1 時間ロックしました',
    'auth.resetLockedSubject': '誤ったコードのためパスワード再設定を一時停止しました',
    'auth.resetLockedText':
      'お客様のアカウント {username} のパスワード再設定で、誤った認証コードが {count} 回入力されました。安全のため、パスワード再設定を {hours} 時間停止しています。パスワードは変更されておらず、引き続きログインにご利用いただけます。お心当たりのない場合も、特に操作は必要ありません。',
    'auth.addressInUseSubject': 'お客様のメールアドレスが使用されようとしました',
    'auth.addressInUseText':
      '当ショップで、このメールアドレスを別のアカウントに使用しようとする操作がありました。このアドレスは引き続きお客様のアカウント {username} のもので、何も変更されていません。ご本人の場合はそのままログインするか、パスワードをお忘れの場合は再設定してください。お心当たりのない場合は、このメールを無視してください。',
    'auth.passwordWrong': 'パスワードが正しくありません',
    'auth.emailUnchanged': 'これはすでにアカウントのメールアドレスです',
    'auth.emailChanged': 'メールアドレスを変更しました',
    'auth.emailChangedSubject': 'アカウントのメールアドレスが変更されました',
    'auth.emailChangedText':
      'アカウント {username} のメールアドレスが、このアドレスから {email} に変更されました。今後、アカウントと注文に関するお知らせは新しいアドレスに届きます。お心当たりのない場合は、すぐにカスタマーサービスへご連絡ください。',
    'account.emailChangeNeedsCode': 'メールアドレスを変更するには、パスワードと新しいアドレスに送信される認証コードで確認してください',
    'coupon.tooManyWrong': '誤ったクーポンコードが多すぎます。{minutes} 分後にもう一度お試しください',
    'coupon.tooManyWrongMinute': '誤ったクーポンコードが多すぎます。1 分後にもう一度お試しください',
    'checkout.unpaidOrdersLimit': '未払いの注文がすでに {max} 件あります。新しく注文する前に、いずれかをお支払いいただくかキャンセルしてください',
    'checkout.unpaidUnitsLimit': '{name} は未払いの注文で最大 {max} 点までしか確保できません（過去 1 時間にキャンセルした注文も含みます）。すでに {held} 点あります',
    'checkout.cancelledTooOften': '過去 1 時間に {count} 件の注文をキャンセルしました。{minutes} 分後にもう一度お試しください',
    'checkout.cancelledTooOftenMinute': '過去 1 時間に {count} 件の注文をキャンセルしました。1 分後にもう一度お試しください',
  },
  pt: {
    'auth.codeMaybeSent': 'Se este endereço puder ser usado, um código de verificação está a caminho dele',
    'auth.codesLocked': 'Muitos códigos de verificação incorretos: para sua segurança, os códigos estão bloqueados por {hours} horas',
    'auth.codesLockedHour': 'Muitos códigos de verificação incorretos: para sua segurança, os códigos estão bloqueados por 1 hora',
    'auth.resetLockedSubject': 'Redefinição de senha pausada após códigos incorretos',
    'auth.resetLockedText':
      'Alguém digitou {count} códigos de verificação incorretos ao tentar redefinir a senha da sua conta {username}. Para sua segurança, a redefinição de senha está pausada por {hours} horas. Sua senha não foi alterada e você ainda pode entrar com ela. Se não foi você, não é preciso fazer nada.',
    'auth.addressInUseSubject': 'Alguém tentou usar seu endereço de e-mail',
    'auth.addressInUseText':
      'Alguém tentou usar este endereço de e-mail para outra conta na nossa loja. Ele continua com a sua conta {username} e nada foi alterado. Se foi você, faça login ou redefina sua senha se a esqueceu. Caso contrário, ignore este e-mail.',
    'auth.passwordWrong': 'A senha está incorreta',
    'auth.emailUnchanged': 'Este já é o endereço de e-mail da sua conta',
    'auth.emailChanged': 'Seu endereço de e-mail foi alterado',
    'auth.emailChangedSubject': 'O endereço de e-mail da sua conta foi alterado',
    'auth.emailChangedText':
      'O endereço de e-mail da sua conta {username} foi alterado deste endereço para {email}. As mensagens sobre sua conta e seus pedidos agora vão para lá. Se não foi você, entre em contato com nosso atendimento ao cliente imediatamente.',
    'account.emailChangeNeedsCode': 'Para alterar seu endereço de e-mail, confirme o novo com sua senha e o código que enviamos para ele',
    'coupon.tooManyWrong': 'Muitos códigos promocionais incorretos, tente novamente em {minutes} minutos',
    'coupon.tooManyWrongMinute': 'Muitos códigos promocionais incorretos, tente novamente em 1 minuto',
    'checkout.unpaidOrdersLimit': 'Você já tem {max} pedidos não pagos: pague ou cancele um antes de fazer outro',
    'checkout.unpaidUnitsLimit':
      'No máximo {max} unidades de {name} podem aguardar pagamento nos seus pedidos (pedidos que você cancelou na última hora também contam); você já tem {held}',
    'checkout.cancelledTooOften': 'Você cancelou {count} pedidos na última hora: tente novamente em {minutes} minutos',
    'checkout.cancelledTooOftenMinute': 'Você cancelou {count} pedidos na última hora: tente novamente em 1 minuto',
  },
  ru: {
    'auth.codeMaybeSent': 'Если этот адрес можно использовать, код подтверждения уже отправлен на него',
    'auth.codesLocked': 'Слишком много неверных кодов подтверждения: в целях безопасности коды заблокированы на {hours} ч.',
    'auth.codesLockedHour': 'Слишком много неверных кодов подтверждения: в целях безопасности коды заблокированы на 1 ч.',
    'auth.resetLockedSubject': 'Сброс пароля приостановлен после неверных кодов',
    'auth.resetLockedText':
      'Кто-то ввёл неверные коды подтверждения ({count}), пытаясь сбросить пароль вашей учётной записи {username}. В целях безопасности сброс пароля приостановлен на {hours} ч. Ваш пароль не изменён, и вы по-прежнему можете входить с ним. Если это были не вы, ничего делать не нужно.',
    'auth.addressInUseSubject': 'Кто-то пытался использовать ваш адрес электронной почты',
    'auth.addressInUseText':
      'Кто-то пытался использовать этот адрес электронной почты для другой учётной записи в нашем магазине. Адрес по-прежнему принадлежит вашей учётной записи {username}, ничего не изменилось. Если это были вы, просто войдите или сбросьте пароль, если забыли его. В противном случае проигнорируйте это письмо.',
    'auth.passwordWrong': 'Неверный пароль',
    'auth.emailUnchanged': 'Это уже адрес электронной почты вашей учётной записи',
    'auth.emailChanged': 'Ваш адрес электронной почты изменён',
    'auth.emailChangedSubject': 'Адрес электронной почты вашей учётной записи изменён',
    'auth.emailChangedText':
      'Адрес электронной почты вашей учётной записи {username} изменён с этого адреса на {email}. Сообщения об учётной записи и заказах теперь будут приходить туда. Если это сделали не вы, немедленно свяжитесь с нашей службой поддержки.',
    'account.emailChangeNeedsCode': 'Чтобы изменить адрес электронной почты, подтвердите новый адрес паролем и кодом, который мы на него отправим',
    'coupon.tooManyWrong': 'Слишком много неверных промокодов, повторите через {minutes} мин.',
    'coupon.tooManyWrongMinute': 'Слишком много неверных промокодов, повторите через 1 мин.',
    'checkout.unpaidOrdersLimit': 'Неоплаченных заказов у вас уже: {max}. Оплатите или отмените один из них, прежде чем оформить новый',
    'checkout.unpaidUnitsLimit':
      'В неоплаченных заказах может ждать оплаты не более {max} шт. товара «{name}» (учитываются и заказы, отменённые вами за последний час); у вас уже {held} шт.',
    'checkout.cancelledTooOften': 'Заказов, отменённых вами за последний час: {count}. Повторите через {minutes} мин.',
    'checkout.cancelledTooOftenMinute': 'Заказов, отменённых вами за последний час: {count}. Повторите через 1 мин.',
  },
  tw: {
    'auth.codeMaybeSent': '如果此電子郵件地址可以使用，驗證碼正在寄往該地址',
    'auth.codesLocked': '驗證碼錯誤次數過多：為保護您的安全，驗證碼已鎖定 {hours} 小時',
    'auth.codesLockedHour': '驗證碼錯誤次數過多：為保護您的安全，驗證碼已鎖定 1 小時',
    'auth.resetLockedSubject': '因驗證碼錯誤，密碼重設已暫停',
    'auth.resetLockedText':
      '有人在嘗試重設您的帳戶 {username} 的密碼時輸入了 {count} 次錯誤的驗證碼。為保護您的安全，密碼重設已暫停 {hours} 小時。您的密碼沒有變更，仍可用它登入。如果不是您本人操作，您無需採取任何行動。',
    'auth.addressInUseSubject': '有人嘗試使用您的電子郵件地址',
    'auth.addressInUseText':
      '有人嘗試在本店將此電子郵件地址用於另一個帳戶。此地址仍屬於您的帳戶 {username}，沒有任何變更。如果是您本人，請直接登入；如果忘記密碼，請重設密碼。否則請忽略此郵件。',
    'auth.passwordWrong': '密碼不正確',
    'auth.emailUnchanged': '這已經是您帳戶的電子郵件地址',
    'auth.emailChanged': '您的電子郵件地址已變更',
    'auth.emailChangedSubject': '您帳戶的電子郵件地址已變更',
    'auth.emailChangedText':
      '您的帳戶 {username} 的電子郵件地址已從此地址變更為 {email}。今後有關帳戶和訂單的郵件將寄到新地址。如果這不是您本人的操作，請立即聯絡客服。',
    'account.emailChangeNeedsCode': '變更電子郵件地址需要輸入密碼，並填寫寄到新地址的驗證碼',
    'coupon.tooManyWrong': '優惠碼錯誤次數過多，請 {minutes} 分鐘後再試',
    'coupon.tooManyWrongMinute': '優惠碼錯誤次數過多，請 1 分鐘後再試',
    'checkout.unpaidOrdersLimit': '您已有 {max} 筆未付款訂單：請先付款或取消其中一筆，再下新訂單',
    'checkout.unpaidUnitsLimit': '{name} 在未付款訂單中最多可保留 {max} 件（過去一小時內您取消的訂單也計算在內）；您已有 {held} 件',
    'checkout.cancelledTooOften': '您在過去一小時內已取消 {count} 筆訂單，請 {minutes} 分鐘後再試',
    'checkout.cancelledTooOftenMinute': '您在過去一小時內已取消 {count} 筆訂單，請 1 分鐘後再試',
  },
};
