import type { ContentTexts } from './structure';

export const de: ContentTexts = {
  locale: 'de',
  articles: {
    'linen-care-guide': {
      title: 'So pflegen Sie Leinen, damit es viele Jahre hält',
      summary: 'Leinen wird mit jeder Wäsche weicher, wenn man es gut behandelt. Unsere einfache Routine für Bettwäsche, Hemden und Tischwäsche.',
      body: [
        'Leinen ist einer der ältesten Stoffe überhaupt und einer der nachsichtigsten. Die Flachsfaser ist lang und kräftig, deshalb kann ein gut gemachtes Leinenlaken oder -hemd zehn Jahre halten. Was seine Lebensdauer verkürzt, ist Hitze: sehr heißes Wasser, ein heißer Trockner und ein heißes Bügeleisen.',
        '## Waschen',
        'Waschen Sie Leinen bei 30 oder 40 °C mit einem milden Flüssigwaschmittel und verzichten Sie auf Weichspüler, der die Fasern überzieht und sie weniger saugfähig macht. Füllen Sie die Trommel nicht zu voll: Leinen braucht Platz, sonst kommt es zerknittert und steif heraus.',
        '## Trocknen und Bügeln',
        'Trocknen Sie Leinen wenn möglich auf der Leine im Schatten und schütteln Sie jedes Teil vor dem Aufhängen aus. Wer es glatt mag, bügelt den Stoff, solange er noch leicht feucht ist. Wer den lässigen Look liebt, legt es direkt von der Leine zusammen und lässt die Knitterfalten Teil seines Charakters sein.',
      ],
    },
    'autumn-table-setting': {
      title: 'Ein herbstlicher Tisch mit dem, was Sie schon haben',
      summary: 'Für einen warmen Tisch braucht es kein neues Service. Lagen, Kerzen und ein paar Zweige erledigen das meiste.',
      body: [
        'Wenn die Abende kürzer werden, verbringen wir mehr Zeit am Tisch. Eine einladende Tafel hat weniger mit passenden Tellern zu tun als mit Texturen und Licht.',
        'Beginnen Sie mit einer Leinentischdecke oder einem Läufer in einem warmen Ton wie Rost oder Hafer. Kombinieren Sie Teller, die Sie bereits besitzen: Steinzeug und Porzellan passen gut zusammen, wenn die Farben nah beieinander liegen. Falten Sie Servietten locker statt in steife Formen.',
        'Zum Schluss niedrige Kerzen, damit sich die Gäste über den Tisch hinweg sehen, und ein paar Zweige oder Trockengräser in einer schlichten Vase. Halten Sie die Mitte niedrig, den Rest erledigt das Gespräch.',
      ],
    },
    'merino-or-cotton': {
      title: 'Merino oder Baumwolle: die richtige Basisschicht für jede Jahreszeit',
      summary: 'Beide Fasern haben ihren Platz in einer guten Garderobe. Wann wir zu welcher greifen und warum.',
      body: [
        'Baumwolle ist weich, pflegeleicht und an warmen Tagen angenehm. Sie nimmt Feuchtigkeit gut auf, was im Sommer angenehm ist, aber bedeutet, dass sie feucht bleibt, sobald man schwitzt.',
        'Merinowolle ist feiner als gewöhnliche Wolle und kratzt nicht. Sie wärmt auch leicht feucht, reguliert die Temperatur in Bewegung und nimmt kaum Gerüche an, deshalb muss sie viel seltener gewaschen werden.',
        'Unsere Faustregel: Baumwolle für den Alltag bei mildem Wetter, Merino für Reisen, Wanderungen und die kalten Monate. Waschen Sie beides im Schonwaschgang und trocknen Sie es liegend, damit die Form erhalten bleibt.',
      ],
    },
    'light-small-apartment': {
      title: 'Fünf Wege, mehr Licht in eine kleine Wohnung zu bringen',
      summary: 'Spiegel, helle Textilien und Lampen in verschiedenen Höhen lassen einen kleinen Raum doppelt so offen wirken.',
      body: [
        'Eine kleine Wohnung kann großzügig wirken, wenn das Licht stimmt. Diese fünf Gewohnheiten machen in unseren eigenen Wohnungen den größten Unterschied.',
        'Erstens: Fenster freihalten – leichte Leinenvorhänge lassen Tageslicht herein und schützen trotzdem vor Blicken. Zweitens: einen Spiegel gegenüber oder neben einem Fenster aufhängen, damit das Licht tiefer in den Raum fällt. Drittens: helle Textilien für die größten Flächen wählen, etwa für die Sofadecke und die Bettwäsche.',
        'Viertens: Licht auf mehreren Höhen – eine Pendelleuchte über dem Tisch, eine Stehlampe zum Lesen und eine kleine Lampe im Regal. Fünftens: abends warmweiße Leuchtmittel mit 2.700 bis 3.000 Kelvin verwenden, damit der Raum ruhig statt grell wirkt.',
      ],
    },
    'ceramics-studio-visit': {
      title: 'Ein Morgen in der Keramikwerkstatt hinter unserem Steinzeug',
      summary: 'Wir haben einen Tag mit der kleinen Familienwerkstatt verbracht, die unsere Becher und Schalen von Hand dreht.',
      body: [
        'Unser Steinzeug entsteht in einer kleinen Werkstatt zwei Stunden nördlich von Porto, wo drei Töpfer ab dem frühen Morgen an der Scheibe arbeiten. Jeder Becher wird von Hand gedreht, abgedreht und glasiert, daher gleicht keiner genau dem anderen.',
        'Der Ton stammt aus der Region und wird bei hoher Temperatur gebrannt. Dadurch sind die Stücke dicht, schlagfest und spülmaschinengeeignet. Die Glasuren werden in der Werkstatt aus wenigen natürlichen Mineralien angemischt.',
        'Eine Charge braucht etwa drei Wochen vom feuchten Ton bis zum fertigen Stück. Deshalb sind manche Farben ausverkauft und kommen einen Monat später zurück: Wir warten lieber, als den Brennofen zu hetzen.',
      ],
    },
    'capsule-wardrobe': {
      title: 'Eine Capsule Wardrobe aus zwölf Teilen',
      summary: 'Weniger Kleidung, gut ausgewählt, macht das Anziehen leichter. Eine praktische Liste für den Anfang.',
      body: [
        'Eine Capsule Wardrobe ist eine kleine Sammlung von Kleidungsstücken, die sich alle miteinander kombinieren lassen. Es geht nicht darum, möglichst wenig zu besitzen, sondern Dinge, die man wirklich trägt.',
        'Unsere Startliste umfasst zwölf Teile: zwei Leinenhemden, zwei Baumwoll-T-Shirts, einen Merinopullover, eine Strickjacke, zwei Hosen, einen Rock oder eine kurze Hose, eine leichte Jacke, einen warmen Mantel und einen Schal. Wählen Sie zwei oder drei Grundfarben und eine Akzentfarbe.',
        'Leben Sie eine Saison lang mit dieser Liste, bevor Sie etwas Neues kaufen. Sie werden schnell sehen, was fehlt, und ebenso oft, wozu Sie nie greifen.',
      ],
    },
    'candle-care': {
      title: 'So brennt jede Kerze sauber und gleichmäßig ab',
      summary: 'Tunnelbildung und schwarzer Rauch lassen sich vermeiden. Drei kleine Gewohnheiten für Soja- und Bienenwachskerzen.',
      body: [
        'Das erste Abbrennen ist das wichtigste. Lassen Sie eine neue Kerze brennen, bis das flüssige Wachs den Rand des Glases erreicht, was ein bis drei Stunden dauert. Löschen Sie sie früher, merkt sich das Wachs diesen Ring und die Kerze brennt in der Mitte einen Tunnel.',
        'Kürzen Sie den Docht vor jedem Anzünden auf etwa 5 mm. Ein langer Docht erzeugt eine hohe, flackernde Flamme, die rußt und das Glas schwärzt.',
        'Stellen Sie Kerzen nicht in die Zugluft, lassen Sie sie nie länger als vier Stunden am Stück brennen und hören Sie auf, wenn etwa 1 cm Wachs im Glas übrig ist.',
      ],
    },
    'plant-dyes': {
      title: 'Warum wir auf Pflanzenfarben umgestiegen sind',
      summary: 'Krapp, Indigo und Walnuss geben unseren Schals und Kissenbezügen ihre Farbe. Was sich geändert hat und was es für Sie bedeutet.',
      body: [
        'Vor zwei Jahren haben wir begonnen, unsere Textilkollektion von synthetischen Farbstoffen auf Pflanzenfarben umzustellen. Heute werden die meisten Schals und Kissenbezüge mit Krappwurzel, Indigo, Walnussschalen oder Zwiebelschalen gefärbt.',
        'Pflanzenfarben brauchen weniger Wasser und keine Schwermetalle, und die Farben haben eine Tiefe, die sich kaum nachahmen lässt. Jede Färbung fällt etwas anders aus, deshalb kann der Ton Ihres Stücks leicht vom Foto abweichen.',
        'Damit die Farbe bleibt, waschen Sie kühl mit einem pH-neutralen Waschmittel und trocknen Sie ohne direkte Sonne. Wie alle natürlichen Farben werden sie mit der Zeit sanft weicher.',
      ],
    },
    'calmer-bedroom': {
      title: 'Ein ruhigeres Schlafzimmer für besseren Schlaf',
      summary: 'Atmungsaktive Bettwäsche, ein dunklerer Raum und ein kurzes Abendritual. Kleine Änderungen, die beim Ausruhen helfen.',
      body: [
        'Schlafforscher sind sich über ein paar einfache Bedingungen einig: ein kühler Raum, Dunkelheit und Ruhe. Bettwäsche und Vorhänge können bei allen drei helfen.',
        'Leinen und Baumwollperkal sind atmungsaktiv und halten in warmen Nächten kühl; eine Wolldecke spendet Wärme ohne Gewicht, wenn es kälter wird. Gefütterte Vorhänge halten Straßenlicht ab und dämpfen Geräusche.',
        'Geben Sie dem Raum schließlich nur eine Aufgabe. Lassen Sie Arbeit und Bildschirme draußen, dimmen Sie das Licht eine Stunde vor dem Schlafengehen und legen Sie ein Buch statt des Handys auf den Nachttisch.',
      ],
    },
    'packing-light': {
      title: 'Leicht packen: eine Tasche für eine Woche',
      summary: 'Wie unser Team bei jedem Wetter mit einer einzigen Tasche und einem kleinen Rucksack reist.',
      body: [
        'Leichtes Packen beginnt mit Kleidung, die sich kombinieren lässt. Wählen Sie eine Farbfamilie und nehmen Sie Teile mit, die sich auf mindestens drei Arten tragen lassen.',
        'Für eine Woche packen wir drei Oberteile, einen Merinopullover, zwei Hosen, eine leichte Jacke, Unterwäsche und Socken für vier Tage sowie ein Paar Schuhe zusätzlich zu denen, die wir tragen. Merino und Leinen lassen sich im Waschbecken waschen und trocknen über Nacht.',
        'Rollen Sie weiche Kleidung, statt sie zu falten, bewahren Sie Pflegeprodukte in einem kleinen Beutel auf und nehmen Sie eine flach faltbare Canvas-Tasche für den Markt oder den Strand mit.',
      ],
    },
    'wool-throw-story': {
      title: 'Vom Vlies zur Decke: So entstehen unsere Wolldecken',
      summary: 'Unsere Decken beginnen auf einem Hof in der Serra da Estrela und enden auf dem Webstuhl einer Familienweberei.',
      body: [
        'Die Wolle für unsere Decken stammt von Bordaleira-Schafen, die in den Bergen der Serra da Estrela weiden. Jedes Frühjahr wird das Vlies geschoren, gewaschen und von Hand sortiert.',
        'Gesponnen wird die Wolle in einer Spinnerei, die seit vier Generationen mit denselben Familien zusammenarbeitet, und anschließend auf Schützenwebstühlen gewebt. Das langsame Weben verleiht den Decken ihre dichte, leicht unregelmäßige Struktur.',
        'Zum Schluss wird jede Decke in Bergwasser gewaschen und aufgeraut, damit die weiche Oberfläche entsteht. Der ganze Prozess dauert etwa sechs Wochen, und eine gute Wolldecke hält Sie jahrzehntelang warm.',
      ],
    },
    'winter-gift-guide': {
      title: 'Geschenkideen für den Winter unter 50 $',
      summary: 'Nützlich, schön und leicht einzupacken. Die Lieblinge unseres Teams für Freunde, Familie und Kollegen.',
      body: [
        'Die besten Geschenke sind die, die man jeden Tag benutzt. Dieses Jahr hat unser Team Geschenke ausgewählt, die weniger als fünfzig Dollar kosten und nicht in einer Schublade landen.',
        'Für Kaffeeliebhaber ein Paar handgedrehter Steinzeugbecher. Für alle, die schnell frieren, Merinosocken oder eine gerippte Wollmütze. Für Gastgeber eine Sojakerze im wiederverwendbaren Glas oder ein Set Leinenservietten.',
        'Jede Bestellung kann in Recyclingpapier verpackt werden, und wir legen eine handgeschriebene Karte bei, wenn Sie uns an der Kasse eine Nachricht hinterlassen.',
      ],
    },
    'mend-dont-replace': {
      title: 'Reparieren statt ersetzen: einfache Reparaturen für Lieblingskleidung',
      summary: 'Ein loser Knopf, ein kleines Loch oder ein ausgefranster Saum sind in Minuten behoben. Eine Anleitung für Einsteiger.',
      body: [
        'Das nachhaltigste Kleidungsstück ist das, das man bereits besitzt. Die meisten Alltagsschäden lassen sich am Küchentisch mit Nadel, Faden und etwas Geduld reparieren.',
        'Nähen Sie einen losen Knopf an, sobald Sie es bemerken, mit ein paar zusätzlichen Stichen durch den Stiel. Stopfen Sie kleine Löcher in Strickwaren mit passender Wolle, bevor sie größer werden. Schlagen Sie einen ausgefransten Saum um und sichern Sie ihn mit einem einfachen Blindstich.',
        'Auch sichtbares Flicken ist eine Möglichkeit: Ein Flicken in Kontrastfarbe oder leuchtende Stiche machen eine Reparatur zum Detail. Jeder Aurora-Bestellung liegen Ersatzknöpfe bei, sofern das Kleidungsstück welche hat.',
      ],
    },
  },
  pages: {
    brandstory: {
      title: 'Unsere Geschichte',
      summary: 'Aurora begann 2014 mit einem einzigen Marktstand in Porto und der Überzeugung, dass Alltagsdinge gut gemacht sein sollten.',
      body: [
        'Aurora begann 2014 mit einem Marktstand in Porto, ein paar Geschirrtüchern aus Leinen und der Überzeugung, dass Alltagsdinge gut gemacht sein und lange halten sollten.',
        '## Was wir machen',
        'Heute entwerfen wir Wohnaccessoires und Kleidung für den Alltag: Bettwäsche und Hemden aus Leinen, Steinzeug für den Tisch, Wolldecken, Kerzen und eine kleine Garderobe aus Strick und Oberbekleidung. Das meiste wird in Portugal von Werkstätten gefertigt, die wir persönlich kennen.',
        '## Wie wir arbeiten',
        'Wir produzieren in kleinen Mengen, verwenden wo immer möglich Naturfasern und bezahlen unsere Hersteller fair. Lieber ist eine Farbe ausverkauft, als dass wir zu viel davon herstellen. Wenn doch einmal etwas verschleißt, helfen wir bei der Reparatur.',
        '## Wohin wir wollen',
        'Unser Ziel ist einfach: weniger, dafür bessere Dinge, gemacht von Menschen, die stolz auf ihr Handwerk sind, und ein Geschäft, das seine Kunden so behandelt, wie wir selbst behandelt werden möchten.',
      ],
    },
    aboutus: {
      title: 'Über uns',
      summary: 'Ein kleines Team in Porto, das Wohnaccessoires und Mode aus natürlichen Materialien entwirft und weltweit versendet.',
      body: [
        'Wir sind ein Team aus vierzehn Menschen in Porto: Designerinnen, ein Schnittmacher, eine Fotografin, Menschen, die Ihre Bestellungen packen, und Menschen, die Ihre Nachrichten beantworten.',
        'Wir arbeiten mit elf Werkstätten und Webereien zusammen, neun davon in Portugal. Wir besuchen jede von ihnen mehrmals im Jahr und nennen auf jeder Produktseite, wo das Produkt hergestellt wird.',
        'Wir liefern in mehr als vierzig Länder. Bestellungen kommen in der Regel innerhalb von 15 bis 20 Tagen an, und Sie können uns täglich zwischen 9:00 und 21:00 Uhr Lissabonner Zeit schreiben.',
        'Aurora Home & Apparel, Lda. Eingetragen in Porto, Portugal.',
      ],
    },
    shipping: {
      title: 'Versand und Lieferung',
      summary: 'Wohin wir liefern, was es kostet und wie lange es dauert: Die voraussichtlich schnellste Lieferzeit beträgt 15 bis 20 Tage.',
      body: [
        'Wir versenden aus unserem Lager in Porto in mehr als vierzig Länder. Bestellungen werden innerhalb von zwei Werktagen verpackt.',
        '## Lieferzeiten',
        'Die voraussichtlich schnellste Lieferzeit beträgt 15 bis 20 Tage ab dem Versandtag. Abgelegene Gebiete und Zollkontrollen können einige Tage hinzufügen.',
        '## Kosten',
        'Die Versandkosten werden an der Kasse anhand des Gewichts und des Ziels berechnet. Bestellungen über 120 $ werden in die meisten Länder kostenlos versendet.',
        '## Sendungsverfolgung',
        'Sobald Ihr Paket unser Lager verlässt, erhalten Sie eine Sendungsnummer per E-Mail und in Ihrem Konto unter Meine Bestellungen.',
      ],
    },
    returns: {
      title: 'Rücksendungen und Erstattungen',
      summary:
        'Senden Sie unbenutzte Artikel innerhalb von 30 Tagen nach Lieferung zurück und erhalten Sie den vollen Betrag auf Ihre ursprüngliche Zahlungsart.',
      body: [
        'Wenn etwas nicht passt, können Sie unbenutzte Artikel im Originalzustand innerhalb von 30 Tagen nach Lieferung zurücksenden.',
        '## So funktioniert die Rücksendung',
        'Öffnen Sie die Bestellung unter Meine Bestellungen, wählen Sie Erstattung beantragen, markieren Sie die Artikel und nennen Sie uns den Grund. Wir senden Ihnen ein Rücksendeetikett per E-Mail.',
        '## Erstattungen',
        'Sobald das Paket bei uns eintrifft, prüfen wir es innerhalb von drei Werktagen und erstatten den Betrag auf Ihre ursprüngliche Zahlungsart. Je nach Bank kann es weitere fünf bis zehn Tage dauern, bis er sichtbar ist.',
        'Abgebrannte Kerzen und personalisierte Artikel sind vom Umtausch ausgeschlossen, es sei denn, sie kommen beschädigt an.',
      ],
    },
    privacy: {
      title: 'Datenschutzerklärung',
      summary: 'Welche personenbezogenen Daten wir erheben, wozu wir sie brauchen und wie Sie sie einsehen, ändern oder löschen können.',
      body: [
        'Wir erheben nur die Daten, die wir für den Betrieb des Shops brauchen: Ihren Namen, Ihre E-Mail- und Lieferadresse, Ihre Bestellungen und die Nachrichten, die Sie uns senden.',
        '## Wie wir sie nutzen',
        'Wir nutzen Ihre Daten, um Ihre Bestellungen zu liefern, Ihre Fragen zu beantworten und Ihnen, wenn Sie es abonnieren, unseren Newsletter zu senden. Wir verkaufen Ihre Daten niemals.',
        '## Ihre Rechte',
        'Sie können Ihre Angaben jederzeit in Ihrem Konto einsehen und ändern. Für eine Kopie Ihrer Daten oder deren Löschung schreiben Sie uns über die Kontaktseite.',
        'Bestelldaten bewahren wir so lange auf, wie es das Gesetz verlangt, alles andere löschen wir, wenn Sie Ihr Konto schließen.',
      ],
    },
    terms: {
      title: 'Allgemeine Geschäftsbedingungen',
      summary: 'Die Bedingungen, die beim Einkauf bei Aurora gelten: Bestellungen, Preise, Zahlung und Haftung.',
      body: [
        'Diese Bedingungen gelten für jede Bestellung im Aurora-Onlineshop.',
        '## Bestellungen und Preise',
        'Ein Vertrag kommt zustande, wenn wir Ihre Bestellung per E-Mail bestätigen. Die Preise werden in der von Ihnen gewählten Währung angezeigt und in US-Dollar zu dem an der Kasse angezeigten Wechselkurs berechnet.',
        '## Zahlung',
        'Die Zahlung ist bei Aufgabe der Bestellung fällig. Wir versenden, sobald die Zahlung eingegangen ist.',
        '## Haftung',
        'Wir sind dafür verantwortlich, die Ware wie beschrieben zu liefern. Nichts in diesen Bedingungen schränkt Ihre gesetzlichen Rechte als Verbraucher ein.',
      ],
    },
  },
  groups: {
    orders: 'Bestellung und Zahlung',
    shipping: 'Versand und Lieferung',
    returns: 'Rücksendung und Erstattung',
    products: 'Produkte und Pflege',
    account: 'Konto und Newsletter',
  },
  questions: {
    'how-to-order': [
      'Wie gebe ich eine Bestellung auf?',
      'Legen Sie die gewünschten Artikel in den Warenkorb, öffnen Sie ihn und wählen Sie Weiter zur Kasse. Geben Sie Ihre Adresse ein, wählen Sie eine Zahlungsart und bestätigen Sie die Bestellung. Sie erhalten eine Bestätigung per E-Mail.',
    ],
    'payment-methods': [
      'Welche Zahlungsarten akzeptieren Sie?',
      'Wir akzeptieren gängige Kredit- und Debitkarten sowie die Zahlungsarten, die an der Kasse für Ihr Land angezeigt werden. Zahlungen werden sicher abgewickelt; Ihre Kartennummer sehen und speichern wir nie.',
    ],
    currency: [
      'In welcher Währung wird mir der Betrag berechnet?',
      'Sie können in jeder Währung aus der Kopfzeile stöbern. Berechnet wird die Bestellung in US-Dollar; der Betrag in Ihrer Währung beruht auf dem Wechselkurs, der bei der Bestellung angezeigt wird.',
    ],
    'change-order': [
      'Kann ich meine Bestellung nachträglich ändern oder stornieren?',
      'Solange die Bestellung nicht versandt ist, können Sie sie unter Meine Bestellungen stornieren. Um eine Adresse oder einen Artikel zu ändern, schreiben Sie uns so schnell wie möglich, und wir tun unser Bestes.',
    ],
    'promo-code': [
      'Wie löse ich einen Gutscheincode ein?',
      'Ihre Gutscheincodes finden Sie in Ihrem Konto unter Gutscheine. Wählen Sie an der Kasse einen aus; er gilt, sobald Ihre Bestellung den auf dem Code genannten Mindestbestellwert erreicht.',
    ],
    'delivery-time': [
      'Wie lange dauert die Lieferung?',
      'Die voraussichtlich schnellste Lieferzeit beträgt 15 bis 20 Tage ab Versand. Bestellungen werden innerhalb von zwei Werktagen verpackt.',
    ],
    'shipping-cost': [
      'Was kostet der Versand?',
      'Die Versandkosten hängen von Gewicht und Ziel ab und werden an der Kasse vor der Zahlung angezeigt. Bestellungen über 120 $ werden in die meisten Länder kostenlos versendet.',
    ],
    'track-order': [
      'Wie kann ich meine Sendung verfolgen?',
      'Sobald Ihr Paket versendet ist, schicken wir Ihnen eine Sendungsnummer per E-Mail. Sie finden sie auch in Ihrem Konto unter Meine Bestellungen.',
    ],
    countries: [
      'In welche Länder liefern Sie?',
      'Wir liefern in mehr als vierzig Länder in Europa, Amerika und Asien. Wenn Ihr Land verfügbar ist, erscheint es im Adressformular an der Kasse.',
    ],
    customs: [
      'Muss ich Zollgebühren bezahlen?',
      'Bei Lieferungen außerhalb der Europäischen Union können örtliche Einfuhrzölle und Steuern anfallen. Sie werden von Ihrem Land festgelegt und vom Zusteller bei der Lieferung erhoben.',
    ],
    'return-policy': [
      'Wie lauten Ihre Rückgabebedingungen?',
      'Sie können unbenutzte Artikel im Originalzustand innerhalb von 30 Tagen nach Lieferung gegen volle Erstattung zurücksenden.',
    ],
    'start-return': [
      'Wie starte ich eine Rücksendung?',
      'Öffnen Sie die Bestellung unter Meine Bestellungen, wählen Sie Erstattung beantragen und markieren Sie die Artikel. Wir senden Ihnen ein Rücksendeetikett und eine Anleitung per E-Mail.',
    ],
    'refund-time': [
      'Wann erhalte ich meine Erstattung?',
      'Wir prüfen zurückgesandte Pakete innerhalb von drei Werktagen und erstatten dann auf Ihre ursprüngliche Zahlungsart. Ihre Bank braucht eventuell weitere fünf bis zehn Tage, bis der Betrag erscheint.',
    ],
    'damaged-item': [
      'Was tun, wenn mein Artikel beschädigt ankommt?',
      'Das tut uns leid! Senden Sie uns innerhalb von sieben Tagen nach Lieferung ein Foto über das Kontaktformular, und wir schicken Ihnen Ersatz oder erstatten den vollen Betrag einschließlich Versand.',
    ],
    sizing: [
      'Wie finde ich meine Größe?',
      'Auf jeder Bekleidungsseite gibt es eine Größentabelle in Zentimetern und Zoll. Liegen Sie zwischen zwei Größen, wählen Sie bei unserem locker geschnittenen Leinen die kleinere, bei Strickwaren die größere.',
    ],
    materials: [
      'Woher stammen Ihre Materialien?',
      'Unser Leinen wird aus europäischem Flachs gewebt, unsere Wolle kommt von portugiesischen Höfen, und der Ton für unser Steinzeug wird nahe der Werkstatt abgebaut, die es brennt. Jede Produktseite nennt ihre Werkstatt.',
    ],
    'linen-shrink': [
      'Läuft Leinen beim Waschen ein?',
      'Unser Leinen ist vorgewaschen und läuft deshalb kaum ein. Waschen Sie bei 30 bis 40 °C und verzichten Sie auf den Trockner, damit Größe und Form erhalten bleiben.',
    ],
    restock: [
      'Kommt ein ausverkaufter Artikel wieder?',
      'Die meisten Artikel sind nach vier bis acht Wochen wieder da, da wir in kleinen Mengen fertigen. Abonnieren Sie den Newsletter, um zu erfahren, wann sie zurück sind.',
    ],
    'need-account': [
      'Brauche ich ein Konto, um zu bestellen?',
      'Den Warenkorb können Sie als Besucher füllen, für die Bestellung brauchen Sie jedoch ein Konto. Damit können Sie Bestellungen verfolgen, Erstattungen beantragen und Adressen speichern.',
    ],
    'forgot-password': [
      'Ich habe mein Passwort vergessen. Was nun?',
      'Wählen Sie auf der Anmeldeseite Passwort vergessen und geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Bestätigungscode, mit dem Sie ein neues Passwort festlegen.',
    ],
    'newsletter-frequency': [
      'Wie oft verschicken Sie den Newsletter?',
      'Etwa zweimal im Monat: neue Kollektionen, Geschichten unserer Hersteller und gelegentlich ein Angebot. Nie mehr als vier E-Mails im Monat.',
    ],
    unsubscribe: ['Wie melde ich mich ab?', 'Jeder Newsletter enthält unten einen Abmeldelink. Ein Klick genügt, und wir schreiben Ihnen nicht mehr.'],
  },
  photos: {
    'stoneware-mugs': ['Steinzeugbecher', 'Zwei handgedrehte Steinzeugbecher in Terrakotta und Sand, aus denen im Morgenlicht Dampf aufsteigt'],
    'linen-bedding': [
      'Gewaschene Leinenbettwäsche',
      'Ein Bett mit haferfarbener gewaschener Leinenbettwäsche, einem weißen Kissen und einem dunklen Holzkopfteil',
    ],
    'wool-throw': ['Wolldecke auf dem Lesesessel', 'Eine rostfarbene Wolldecke über einem Holzstuhl am Fenster'],
    'ceramic-vases': ['Drei Keramikvasen', 'Drei Keramikvasen in Salbei, Creme und Anthrazit, in einer steckt ein trockener Zweig'],
    'autumn-table': ['Ein herbstlicher Tisch', 'Ein Holztisch, gedeckt mit zwei Tellern, einer kleinen Kerze, einem Glas und einer Vase mit Zweig'],
    'soy-candles': ['Sojakerzen', 'Drei brennende Sojakerzen unterschiedlicher Höhe in Gläsern'],
    'merino-sweater': ['Merinopullover', 'Ein blauer Merinopullover mit Rippenbündchen auf einem Holzbügel'],
    'linen-shirt': ['Leinenhemd', 'Ein weißes Leinenhemd mit Knopfleiste auf einem Bügel'],
    'canvas-tote': ['Canvas-Tasche', 'Eine sandfarbene Canvas-Tasche mit langen Henkeln und Vordertasche'],
    'striped-scarf': ['Gestreifter Schal', 'Ein langer blau-cremefarben gestreifter Schal mit Fransen'],
    'paper-lamp': ['Pendelleuchte aus Papier', 'Eine runde Papier-Pendelleuchte, die über einem Sideboard mit Büchern leuchtet'],
    'olive-tree': ['Olivenbaum im Terrakottatopf', 'Ein kleiner Olivenbaum in einem Terrakottatopf auf einem sonnigen Boden'],
    'waffle-towels': ['Waffelpiqué-Handtücher', 'Ein Stapel gefalteter Waffelpiqué-Handtücher in Sand, Weiß und Braun'],
    'rust-cushions': ['Kissen in Rost und Sand', 'Ein niedriges Sofa mit drei Kissen in Rost, Sand und Weiß'],
    'breakfast-bowls': ['Frühstücksschalen', 'Drei gestapelte Steinzeugschalen in verschiedenen Größen'],
    'potters-wheel': ['Die Töpferscheibe', 'Eine halbfertige Tonvase auf einer Töpferscheibe in der Werkstatt'],
    'rain-jacket': ['Jacke aus gewachster Baumwolle', 'Eine dunkelgrüne Jacke aus gewachster Baumwolle mit Taschen auf einem Bügel'],
    'wool-beanie': ['Gerippte Wollmütze', 'Eine rostfarbene gerippte Wollmütze mit Bommel'],
    'oak-chair': ['Eichenstuhl', 'Ein schlichter Eichenstuhl mit Sprossenlehne'],
    'glass-carafe': ['Glaskaraffe und Becher', 'Eine Glaskaraffe mit Wasser zwischen zwei Trinkgläsern'],
    'linen-apron': ['Leinenschürze', 'Eine grüne Leinenschürze mit Vordertasche auf einem Bügel'],
    'wool-socks': ['Wollsocken', 'Ein Paar senffarbene Wollsocken mit gestreiften Bündchen'],
    'woven-baskets': ['Geflochtene Aufbewahrungskörbe', 'Zwei geflochtene Seegraskörbe in unterschiedlichen Größen'],
    'shop-window': ['Unser Laden in Porto', 'Die Fassade des Aurora-Ladens in Porto mit gestreifter Markise, Schaufenster und grüner Tür'],
  },
  contact: {
    intro: 'Fragen zu einer Bestellung, einem Produkt oder einer Rücksendung? Schreiben Sie uns, wir antworten innerhalb eines Werktages.',
    address: 'Aurora Home & Apparel, Rua das Flores 48, 4050-262 Porto, Portugal',
    hours: 'Täglich von 9:00 bis 21:00 Uhr (Lissabonner Zeit)',
  },
};
