/** German argument descriptions of the localized site, keyed by the primary site's English text. */
export const GERMAN: Record<string, string> = {
  'The URL of the resource for which to fetch oEmbed data.':
    'Die URL der Ressource, für die oEmbed-Daten abgerufen werden sollen.',
  'The oEmbed format to use.': 'Das zu verwendende oEmbed-Format.',
  'The maximum width of the embed frame in pixels.': 'Die maximale Breite des Einbettungsrahmens in Pixeln.',
  'The maximum height of the embed frame in pixels.': 'Die maximale Höhe des Einbettungsrahmens in Pixeln.',
  'Whether to perform an oEmbed discovery request for unsanctioned providers.':
    'Ob eine oEmbed-Erkennungsanfrage für nicht freigegebene Anbieter durchgeführt werden soll.',
  'Name of the block whose template file is requested.': 'Name des Blocks, dessen Vorlagendatei angefordert wird.',
  'Onboarding key issued for this site.': 'Für diese Website ausgestellter Onboarding-Schlüssel.',
  'License key of the analytics plugin.': 'Lizenzschlüssel des Analyse-Plugins.',
  'Scope under which the request is made; determines fields present in response.':
    'Bereich, in dem die Anfrage gestellt wird; bestimmt die in der Antwort vorhandenen Felder.',
  'The cart item product or variation ID.': 'Die Produkt- oder Variations-ID des Warenkorbartikels.',
  'Quantity of this item to add to the cart.': 'Menge dieses Artikels, die dem Warenkorb hinzugefügt werden soll.',
  'Chosen attributes (for variations).': 'Gewählte Attribute (für Variationen).',
  'Variation attribute name.': 'Name des Variationsattributs.',
  'Variation attribute value.': 'Wert des Variationsattributs.',
  'Unique identifier for the coupon within the cart.': 'Eindeutige Kennung des Gutscheins im Warenkorb.',
  'The discount type for the coupon (e.g. percentage or fixed amount)':
    'Die Rabattart des Gutscheins (z. B. Prozentsatz oder Festbetrag)',
  "Extension's name - this will be used to ensure the data in the request is routed appropriately.":
    'Name der Erweiterung – damit werden die Daten der Anfrage an die richtige Stelle weitergeleitet.',
  'Additional data to pass to the extension': 'Zusätzliche Daten, die an die Erweiterung übergeben werden',
  'Additional data registered by extensions.': 'Von Erweiterungen registrierte zusätzliche Daten.',
  'Subscription data for this cart item.': 'Abonnementdaten für diesen Warenkorbartikel.',
  'Billing period for the subscription.': 'Abrechnungszeitraum des Abonnements.',
  'The number of billing periods between subscription renewals.':
    'Die Anzahl der Abrechnungszeiträume zwischen den Verlängerungen des Abonnements.',
  'Subscription Product length.': 'Laufzeit des Abonnementprodukts.',
  'Subscription Product trial period.': 'Testzeitraum des Abonnementprodukts.',
  'Subscription Product trial interval.': 'Testintervall des Abonnementprodukts.',
  'Subscription Product signup fees.': 'Anmeldegebühren des Abonnementprodukts.',
  'Subscription Product signup fees taxes.': 'Steuern auf die Anmeldegebühren des Abonnementprodukts.',
  'Indicates whether this product is being used to resubscribe the customer to an existing, expired subscription.':
    'Gibt an, ob dieses Produkt verwendet wird, um den Kunden erneut für ein bestehendes, abgelaufenes Abonnement anzumelden.',
  'Indicates whether this product a subscription update, downgrade, cross grade or none of the above.':
    'Gibt an, ob dieses Produkt ein Upgrade, Downgrade, ein Wechsel auf gleicher Stufe oder nichts davon ist.',
  'Synchronization data for the subscription.': 'Synchronisierungsdaten des Abonnements.',
  'Synchronization day if subscription is annual.': 'Synchronisierungstag, wenn das Abonnement jährlich ist.',
  'Synchronization month if subscription is annual.': 'Synchronisierungsmonat, wenn das Abonnement jährlich ist.',
  'Unique identifier for the item within the cart.': 'Eindeutige Kennung des Artikels im Warenkorb.',
  'Unique identifier (key) for the cart item.': 'Eindeutige Kennung (Schlüssel) des Warenkorbartikels.',
  'The ID of the package being shipped. Leave blank to apply to all packages.':
    'Die ID des zu versendenden Pakets. Leer lassen, um sie auf alle Pakete anzuwenden.',
  'The chosen rate ID for the package.': 'Die gewählte Versandtarif-ID für das Paket.',
  'Unique identifier (key) for the cart item to update.':
    'Eindeutige Kennung (Schlüssel) des zu aktualisierenden Warenkorbartikels.',
  'New quantity of the item in the cart.': 'Neue Menge des Artikels im Warenkorb.',
  'Billing address.': 'Rechnungsadresse.',
  'First name': 'Vorname',
  'Last name': 'Nachname',
  Company: 'Firma',
  Address: 'Adresse',
  'Apartment, suite, etc.': 'Wohnung, Suite usw.',
  City: 'Ort',
  'State/County code, or name of the state, county, province, or district.':
    'Code des Bundeslandes oder Landkreises, oder Name des Bundeslandes, Landkreises, der Provinz oder des Bezirks.',
  'Postal code': 'Postleitzahl',
  'Country/Region code in ISO 3166-1 alpha-2 format.': 'Länder-/Regionscode im Format ISO 3166-1 alpha-2.',
  Email: 'E-Mail',
  Phone: 'Telefon',
  'Shipping address.': 'Lieferadresse.',
  'Data to pass through to the payment method when processing payment.':
    'Daten, die bei der Zahlungsabwicklung an die Zahlungsart weitergegeben werden.',
  'Note added to the order by the customer during checkout.':
    'Vom Kunden beim Bezahlvorgang zur Bestellung hinzugefügte Notiz.',
  'The ID of the payment method being used to process the payment.':
    'Die ID der Zahlungsart, mit der die Zahlung abgewickelt wird.',
  'Whether to create a new user account as part of order processing.':
    'Ob bei der Bestellabwicklung ein neues Benutzerkonto angelegt werden soll.',
  'Current page of the collection.': 'Aktuelle Seite der Sammlung.',
  'Maximum number of items to be returned in result set.':
    'Maximale Anzahl der Elemente, die in der Ergebnismenge zurückgegeben werden.',
  'Limit results to those matching a string.':
    'Ergebnisse auf solche beschränken, die mit einer Zeichenkette übereinstimmen.',
  'Limit response to resources created after a given ISO8601 compliant date.':
    'Antwort auf Ressourcen beschränken, die nach einem ISO8601-konformen Datum erstellt wurden.',
  'Limit response to resources created before a given ISO8601 compliant date.':
    'Antwort auf Ressourcen beschränken, die vor einem ISO8601-konformen Datum erstellt wurden.',
  'When limiting response using after/before, which date column to compare against.':
    'Mit welcher Datumsspalte verglichen wird, wenn die Antwort mit after/before eingeschränkt wird.',
  'Ensure result set excludes specific IDs.': 'Sicherstellen, dass die Ergebnismenge bestimmte IDs ausschließt.',
  'Limit result set to specific ids.': 'Ergebnismenge auf bestimmte IDs beschränken.',
  'Offset the result set by a specific number of items.':
    'Die Ergebnismenge um eine bestimmte Anzahl von Elementen versetzen.',
  'Order sort attribute ascending or descending.': 'Sortierattribut aufsteigend oder absteigend ordnen.',
  'Sort collection by object attribute.': 'Sammlung nach einem Objektattribut sortieren.',
  'Limit result set to those of particular parent IDs.':
    'Ergebnismenge auf Elemente mit bestimmten übergeordneten IDs beschränken.',
  'Limit result set to all items except those of a particular parent ID.':
    'Ergebnismenge auf alle Elemente außer denen mit einer bestimmten übergeordneten ID beschränken.',
  'Limit result set to products assigned a specific type.':
    'Ergebnismenge auf Produkte eines bestimmten Typs beschränken.',
  'Limit result set to products with specific SKU(s). Use commas to separate.':
    'Ergebnismenge auf Produkte mit bestimmten Artikelnummern (SKU) beschränken. Mehrere durch Kommas trennen.',
  'Limit result set to featured products.': 'Ergebnismenge auf hervorgehobene Produkte beschränken.',
  'Limit result set to products assigned a specific category ID.':
    'Ergebnismenge auf Produkte einer bestimmten Kategorie-ID beschränken.',
  'Operator to compare product category terms.': 'Operator für den Vergleich der Produktkategorien.',
  'Limit result set to products assigned a specific tag ID.':
    'Ergebnismenge auf Produkte mit einer bestimmten Schlagwort-ID beschränken.',
  'Operator to compare product tags.': 'Operator für den Vergleich der Produktschlagwörter.',
  'Limit result set to products on sale.': 'Ergebnismenge auf reduzierte Produkte beschränken.',
  'Limit result set to products based on a minimum price, provided using the smallest unit of the currency.':
    'Ergebnismenge anhand eines Mindestpreises in der kleinsten Einheit der Währung beschränken.',
  'Limit result set to products based on a maximum price, provided using the smallest unit of the currency.':
    'Ergebnismenge anhand eines Höchstpreises in der kleinsten Einheit der Währung beschränken.',
  'Limit result set to products with specified stock status.':
    'Ergebnismenge auf Produkte mit dem angegebenen Lagerstatus beschränken.',
  'Limit result set to products with selected global attributes.':
    'Ergebnismenge auf Produkte mit ausgewählten globalen Attributen beschränken.',
  'Attribute taxonomy name.': 'Name der Attribut-Taxonomie.',
  'List of attribute term IDs.': 'Liste der IDs der Attributbegriffe.',
  'List of attribute slug(s). If a term ID is provided, this will be ignored.':
    'Liste der Attribut-Titelformen (Slugs). Wird ignoriert, wenn eine Begriffs-ID angegeben ist.',
  'Operator to compare product attribute terms.': 'Operator für den Vergleich der Produktattributbegriffe.',
  'The logical relationship between attributes when filtering across multiple at once.':
    'Die logische Verknüpfung der Attribute, wenn nach mehreren gleichzeitig gefiltert wird.',
  'Determines if hidden or visible catalog products are shown.':
    'Legt fest, ob verborgene oder sichtbare Katalogprodukte angezeigt werden.',
  'Limit result set to products with a certain average rating.':
    'Ergebnismenge auf Produkte mit einer bestimmten durchschnittlichen Bewertung beschränken.',
  'Unique identifier for the resource.': 'Eindeutige Kennung der Ressource.',
  'If true, calculates the minimum and maximum product prices for the collection.':
    'Wenn aktiviert, werden der niedrigste und der höchste Produktpreis der Sammlung berechnet.',
  'If true, calculates stock counts for products in the collection.':
    'Wenn aktiviert, werden die Lagerbestandszahlen der Produkte in der Sammlung berechnet.',
  'If requested, calculates attribute term counts for products in the collection.':
    'Falls angefordert, werden die Anzahlen der Attributbegriffe für die Produkte der Sammlung berechnet.',
  'Taxonomy name.': 'Name der Taxonomie.',
  'Filter condition being performed which may affect counts. Valid values include "and" and "or".':
    'Ausgeführte Filterbedingung, die sich auf die Anzahlen auswirken kann. Gültige Werte sind „and“ und „or“.',
  'If true, calculates rating counts for products in the collection.':
    'Wenn aktiviert, werden die Bewertungsanzahlen der Produkte in der Sammlung berechnet.',
  'Unique identifier for the attribute.': 'Eindeutige Kennung des Attributs.',
  'Maximum number of items to be returned in result set. Defaults to no limit if left blank.':
    'Maximale Anzahl der Elemente, die in der Ergebnismenge zurückgegeben werden. Ohne Angabe gibt es keine Begrenzung.',
  'If true, empty terms will not be returned.': 'Wenn aktiviert, werden leere Begriffe nicht zurückgegeben.',
  'Limit result set to reviews from specific category IDs.':
    'Ergebnismenge auf Bewertungen aus bestimmten Kategorie-IDs beschränken.',
  'Limit result set to reviews from specific product IDs.':
    'Ergebnismenge auf Bewertungen zu bestimmten Produkt-IDs beschränken.',
  'Determines if the new checkout experience is enabled.': 'Legt fest, ob das neue Bezahlerlebnis aktiviert ist.',
  'If the gateway should be enabled.': 'Ob das Zahlungs-Gateway aktiviert sein soll.',
  'Gateway test mode setting.': 'Einstellung für den Testmodus des Gateways.',
  'Gateway display title.': 'Angezeigter Titel des Gateways.',
  'New checkout experience title.': 'Titel des neuen Bezahlerlebnisses.',
  'Gateway display description.': 'Angezeigte Beschreibung des Gateways.',
  'Payment method IDs that should be enabled. Other methods will be disabled.':
    'IDs der Zahlungsarten, die aktiviert sein sollen. Alle anderen werden deaktiviert.',
  'If payment request buttons should be enabled.': 'Ob Zahlungsanfrage-Schaltflächen aktiviert sein sollen.',
  'Express checkout button types.': 'Arten der Express-Checkout-Schaltflächen.',
  'Express checkout button themes.': 'Designs der Express-Checkout-Schaltflächen.',
  'Express checkout button sizes.': 'Größen der Express-Checkout-Schaltflächen.',
  'Express checkout locations that should be enabled.': 'Orte, an denen der Express-Checkout aktiviert sein soll.',
  'If manual capture of charges should be enabled.': 'Ob die manuelle Erfassung von Zahlungen aktiviert sein soll.',
  'If "Saved cards" should be enabled.': 'Ob „Gespeicherte Karten“ aktiviert sein soll.',
  'If credit card number field, expiry date field, and CVC field should be separate.':
    'Ob die Felder für Kartennummer, Ablaufdatum und Prüfnummer getrennt sein sollen.',
  "Bank account descriptor to be displayed in customers' bank accounts.":
    'Verwendungszweck, der in den Bankkonten der Kunden angezeigt wird.',
  "When enabled, we'll include the order number for card and express checkout transactions.":
    'Wenn aktiviert, fügen wir bei Karten- und Express-Checkout-Transaktionen die Bestellnummer hinzu.',
  "We'll use the short version in combination with the customer order number.":
    'Wir verwenden die Kurzform zusammen mit der Bestellnummer des Kunden.',
  'When enabled, payment error logs will be saved to the shop status logs.':
    'Wenn aktiviert, werden Zahlungsfehlerprotokolle in den Statusprotokollen des Shops gespeichert.',
  'Your gateway API Publishable key, obtained from your gateway dashboard.':
    'Ihr veröffentlichbarer API-Schlüssel des Gateways aus Ihrem Gateway-Dashboard.',
  'Your gateway API Secret, obtained from your gateway dashboard.':
    'Ihr geheimer API-Schlüssel des Gateways aus Ihrem Gateway-Dashboard.',
  'Your gateway webhook endpoint URL, obtained from your gateway dashboard.':
    'Ihre Webhook-Endpunkt-URL des Gateways aus Ihrem Gateway-Dashboard.',
  'Your gateway testing API Publishable key, obtained from your gateway dashboard.':
    'Ihr veröffentlichbarer Test-API-Schlüssel des Gateways aus Ihrem Gateway-Dashboard.',
  'Your gateway testing API Secret, obtained from your gateway dashboard.':
    'Ihr geheimer Test-API-Schlüssel des Gateways aus Ihrem Gateway-Dashboard.',
  'Your gateway testing webhook endpoint URL, obtained from your gateway dashboard.':
    'Ihre Test-Webhook-Endpunkt-URL des Gateways aus Ihrem Gateway-Dashboard.',
  'The plugin to activate.': 'Das zu aktivierende Plugin.',
  'Category of recommended channels.': 'Kategorie der empfohlenen Kanäle.',
  'Category of knowledge base posts.': 'Kategorie der Beiträge der Wissensdatenbank.',
  'Type of note.': 'Art des Hinweises.',
  'Status of note.': 'Status des Hinweises.',
  'Source of note.': 'Quelle des Hinweises.',
  'Unique ID for the resource.': 'Eindeutige ID der Ressource.',
  'Unique ID for the Note.': 'Eindeutige ID des Hinweises.',
  'Unique ID for the Note Action.': 'Eindeutige ID der Hinweisaktion.',
  'Limit response to resources published after a given ISO8601 compliant date.':
    'Antwort auf Ressourcen beschränken, die nach einem ISO8601-konformen Datum veröffentlicht wurden.',
  'Limit response to resources published before a given ISO8601 compliant date.':
    'Antwort auf Ressourcen beschränken, die vor einem ISO8601-konformen Datum veröffentlicht wurden.',
  'Limit response to resources modified after a given ISO8601 compliant date.':
    'Antwort auf Ressourcen beschränken, die nach einem ISO8601-konformen Datum geändert wurden.',
  'Limit response to resources modified before a given ISO8601 compliant date.':
    'Antwort auf Ressourcen beschränken, die vor einem ISO8601-konformen Datum geändert wurden.',
  'Whether to consider GMT post dates when limiting response by published or modified date.':
    'Ob beim Einschränken nach Veröffentlichungs- oder Änderungsdatum die GMT-Daten berücksichtigt werden sollen.',
  'Limit result set to resources with a specific code.':
    'Ergebnismenge auf Ressourcen mit einem bestimmten Code beschränken.',
  'Coupon code.': 'Gutscheincode.',
  'The amount of discount. Should always be numeric, even if setting a percentage.':
    'Der Rabattbetrag. Muss immer numerisch sein, auch bei einem Prozentsatz.',
  'The status of the coupon. Should always be draft, published, or pending review':
    'Der Status des Gutscheins. Sollte immer Entwurf, veröffentlicht oder ausstehende Prüfung sein',
  'Determines the type of discount that will be applied.': 'Legt die Art des angewendeten Rabatts fest.',
  'Coupon description.': 'Beschreibung des Gutscheins.',
  "The date the coupon expires, in the site's timezone.": 'Das Ablaufdatum des Gutscheins in der Zeitzone der Website.',
  'The date the coupon expires, as GMT.': 'Das Ablaufdatum des Gutscheins in GMT.',
  'If true, the coupon can only be used individually. Other applied coupons will be removed from the cart.':
    'Wenn aktiviert, kann der Gutschein nur einzeln verwendet werden. Andere angewendete Gutscheine werden aus dem Warenkorb entfernt.',
  'List of product IDs the coupon can be used on.':
    'Liste der Produkt-IDs, für die der Gutschein verwendet werden kann.',
  'List of product IDs the coupon cannot be used on.':
    'Liste der Produkt-IDs, für die der Gutschein nicht verwendet werden kann.',
  'How many times the coupon can be used in total.': 'Wie oft der Gutschein insgesamt verwendet werden kann.',
  'How many times the coupon can be used per customer.': 'Wie oft der Gutschein pro Kunde verwendet werden kann.',
  'Max number of items in the cart the coupon can be applied to.':
    'Höchstzahl der Artikel im Warenkorb, auf die der Gutschein angewendet werden kann.',
  'If true and if the free shipping method requires a coupon, this coupon will enable free shipping.':
    'Wenn aktiviert und die kostenlose Versandart einen Gutschein erfordert, ermöglicht dieser Gutschein den kostenlosen Versand.',
  'List of category IDs the coupon applies to.': 'Liste der Kategorie-IDs, für die der Gutschein gilt.',
  'List of category IDs the coupon does not apply to.': 'Liste der Kategorie-IDs, für die der Gutschein nicht gilt.',
  'If true, this coupon will not be applied to items that have sale prices.':
    'Wenn aktiviert, wird dieser Gutschein nicht auf Artikel mit Angebotspreisen angewendet.',
  'Minimum order amount that needs to be in the cart before coupon applies.':
    'Mindestbestellwert im Warenkorb, ab dem der Gutschein gilt.',
  'Maximum order amount allowed when using the coupon.':
    'Höchster zulässiger Bestellwert bei Verwendung des Gutscheins.',
  'List of email addresses that can use this coupon.':
    'Liste der E-Mail-Adressen, die diesen Gutschein verwenden dürfen.',
  'Meta data.': 'Metadaten.',
  'Meta ID.': 'Meta-ID.',
  'Meta key.': 'Meta-Schlüssel.',
  'Meta value.': 'Meta-Wert.',
  'Whether to bypass trash and force deletion.': 'Ob der Papierkorb umgangen und das Löschen erzwungen werden soll.',
  'Limit result set to orders which have specific statuses.':
    'Ergebnismenge auf Bestellungen mit bestimmten Status beschränken.',
  'Limit result set to orders assigned a specific customer.':
    'Ergebnismenge auf Bestellungen eines bestimmten Kunden beschränken.',
  'Limit result set to orders assigned a specific product.':
    'Ergebnismenge auf Bestellungen mit einem bestimmten Produkt beschränken.',
  'Number of decimal points to use in each resource.':
    'Anzahl der Dezimalstellen, die in jeder Ressource verwendet werden.',
  'Only show meta which is meant to be displayed for an order.':
    'Nur Metadaten anzeigen, die für die Anzeige einer Bestellung bestimmt sind.',
  'Limit result set to orders with a specific order number (partial match).':
    'Ergebnismenge auf Bestellungen mit einer bestimmten Bestellnummer beschränken (teilweise Übereinstimmung).',
  'Parent order ID.': 'ID der übergeordneten Bestellung.',
  'Order status.': 'Bestellstatus.',
  'Currency the order was created with, in ISO format.':
    'Währung, in der die Bestellung angelegt wurde, im ISO-Format.',
  'User ID who owns the order. 0 for guests.': 'Benutzer-ID des Bestellers. 0 für Gäste.',
  'Note left by customer during checkout.': 'Vom Kunden beim Bezahlvorgang hinterlassene Notiz.',
  'Email address.': 'E-Mail-Adresse.',
  'Phone number.': 'Telefonnummer.',
  'Payment method ID.': 'ID der Zahlungsart.',
  'Payment method title.': 'Titel der Zahlungsart.',
  'Unique transaction ID.': 'Eindeutige Transaktions-ID.',
  'Line items data.': 'Daten der Bestellpositionen.',
  'Item ID.': 'Positions-ID.',
  'Product name.': 'Produktname.',
  'Parent product name if the product is a variation.':
    'Name des übergeordneten Produkts, wenn das Produkt eine Variation ist.',
  'Product ID.': 'Produkt-ID.',
  'Variation ID, if applicable.': 'Variations-ID, falls zutreffend.',
  'Quantity ordered.': 'Bestellte Menge.',
  'Tax class of product.': 'Steuerklasse des Produkts.',
  'Line subtotal (before discounts).': 'Zwischensumme der Position (vor Rabatten).',
  'Line subtotal tax (before discounts).': 'Steuer auf die Zwischensumme der Position (vor Rabatten).',
  'Line total (after discounts).': 'Gesamtsumme der Position (nach Rabatten).',
  'Line total tax (after discounts).': 'Steuer auf die Gesamtsumme der Position (nach Rabatten).',
  'Line taxes.': 'Steuern der Position.',
  'Tax rate ID.': 'ID des Steuersatzes.',
  'Tax total.': 'Steuersumme.',
  'Tax subtotal.': 'Steuer-Zwischensumme.',
  'Meta key for UI display.': 'Meta-Schlüssel für die Anzeige in der Oberfläche.',
  'Meta value for UI display.': 'Meta-Wert für die Anzeige in der Oberfläche.',
  'Product SKU.': 'Artikelnummer (SKU) des Produkts.',
  'Product price.': 'Produktpreis.',
  'Properties of the main product image.': 'Eigenschaften des Hauptbildes des Produkts.',
  'Image ID.': 'Bild-ID.',
  'Image URL.': 'Bild-URL.',
  'Shipping lines data.': 'Daten der Versandpositionen.',
  'Shipping method name.': 'Name der Versandart.',
  'Shipping method ID.': 'ID der Versandart.',
  'Shipping instance ID.': 'Instanz-ID des Versands.',
  'Fee lines data.': 'Daten der Gebührenpositionen.',
  'Fee name.': 'Name der Gebühr.',
  'Tax class of fee.': 'Steuerklasse der Gebühr.',
  'Tax status of fee.': 'Steuerstatus der Gebühr.',
  'Line total.': 'Gesamtsumme der Position.',
  'Line total tax.': 'Steuer auf die Gesamtsumme der Position.',
  'Coupons line data.': 'Daten der Gutscheinpositionen.',
  'Discount total.': 'Rabatt gesamt.',
  'Discount total tax.': 'Steuer auf den Rabatt gesamt.',
  'Define if the order is paid. It will set the status to processing and reduce stock items.':
    'Legt fest, ob die Bestellung bezahlt ist. Setzt den Status auf „In Bearbeitung“ und verringert den Lagerbestand.',
  'Limit results to those matching a string (product name or SKU).':
    'Ergebnisse auf solche beschränken, die mit einer Zeichenkette übereinstimmen (Produktname oder SKU).',
  'Limit result set to products with a specific slug.':
    'Ergebnismenge auf Produkte mit einer bestimmten Titelform (Slug) beschränken.',
  'Limit result set to products assigned a specific status.':
    'Ergebnismenge auf Produkte mit einem bestimmten Status beschränken.',
  'Limit result set to products assigned a specific shipping class ID.':
    'Ergebnismenge auf Produkte einer bestimmten Versandklassen-ID beschränken.',
  'Limit result set to products with a specific attribute. Use the taxonomy name/attribute slug.':
    'Ergebnismenge auf Produkte mit einem bestimmten Attribut beschränken. Den Taxonomienamen bzw. die Attribut-Titelform verwenden.',
  'Limit result set to products with a specific attribute term ID (required an assigned attribute).':
    'Ergebnismenge auf Produkte mit einer bestimmten Attributbegriffs-ID beschränken (erfordert ein zugewiesenes Attribut).',
  'Limit result set to products based on a minimum price.': 'Ergebnismenge anhand eines Mindestpreises beschränken.',
  'Limit result set to products based on a maximum price.': 'Ergebnismenge anhand eines Höchstpreises beschränken.',
  'Limit results to those with a SKU that partial matches a string.':
    'Ergebnisse auf solche beschränken, deren SKU teilweise mit einer Zeichenkette übereinstimmt.',
  'Limit result set to products that are low or out of stock. (Deprecated)':
    'Ergebnismenge auf Produkte mit niedrigem oder ohne Lagerbestand beschränken. (Veraltet)',
  'Product slug.': 'Titelform (Slug) des Produkts.',
  "The date the product was created, in the site's timezone.":
    'Das Erstellungsdatum des Produkts in der Zeitzone der Website.',
  'The date the product was created, as GMT.': 'Das Erstellungsdatum des Produkts in GMT.',
  'Product type.': 'Produkttyp.',
  'Product status (post status).': 'Produktstatus (Beitragsstatus).',
  'Featured product.': 'Hervorgehobenes Produkt.',
  'Catalog visibility.': 'Sichtbarkeit im Katalog.',
  'Product description.': 'Produktbeschreibung.',
  'Product short description.': 'Kurzbeschreibung des Produkts.',
  'Unique identifier.': 'Eindeutige Kennung.',
  'Product regular price.': 'Regulärer Preis des Produkts.',
  'Product sale price.': 'Angebotspreis des Produkts.',
  "Start date of sale price, in the site's timezone.": 'Beginn des Angebotspreises in der Zeitzone der Website.',
  'Start date of sale price, as GMT.': 'Beginn des Angebotspreises in GMT.',
  "End date of sale price, in the site's timezone.": 'Ende des Angebotspreises in der Zeitzone der Website.',
  'End date of sale price, as GMT.': 'Ende des Angebotspreises in GMT.',
  'If the product is virtual.': 'Ob das Produkt virtuell ist.',
  'If the product is downloadable.': 'Ob das Produkt herunterladbar ist.',
  'List of downloadable files.': 'Liste der herunterladbaren Dateien.',
  'File ID.': 'Datei-ID.',
  'File name.': 'Dateiname.',
  'File URL.': 'Datei-URL.',
  'Number of times downloadable files can be downloaded after purchase.':
    'Wie oft herunterladbare Dateien nach dem Kauf heruntergeladen werden können.',
  'Number of days until access to downloadable files expires.':
    'Anzahl der Tage, bis der Zugriff auf herunterladbare Dateien abläuft.',
  'Product external URL. Only for external products.': 'Externe URL des Produkts. Nur für externe Produkte.',
  'Product external button text. Only for external products.':
    'Text der externen Schaltfläche des Produkts. Nur für externe Produkte.',
  'Tax status.': 'Steuerstatus.',
  'Tax class.': 'Steuerklasse.',
  'Stock management at product level.': 'Lagerverwaltung auf Produktebene.',
  'Stock quantity.': 'Lagerbestand.',
  'Controls the stock status of the product.': 'Steuert den Lagerstatus des Produkts.',
  'If managing stock, this controls if backorders are allowed.':
    'Legt bei aktivierter Lagerverwaltung fest, ob Lieferrückstände erlaubt sind.',
  'Low Stock amount for the product.': 'Schwelle für niedrigen Lagerbestand des Produkts.',
  'Allow one item to be bought in a single order.': 'Erlaubt, nur einen Artikel pro Bestellung zu kaufen.',
  'Product weight (kg).': 'Gewicht des Produkts (kg).',
  'Product dimensions.': 'Abmessungen des Produkts.',
  'Product length (cm).': 'Länge des Produkts (cm).',
  'Product width (cm).': 'Breite des Produkts (cm).',
  'Product height (cm).': 'Höhe des Produkts (cm).',
  'Shipping class slug.': 'Titelform (Slug) der Versandklasse.',
  'Allow reviews.': 'Bewertungen erlauben.',
  'List of up-sell products IDs.': 'Liste der IDs der Upselling-Produkte.',
  'List of cross-sell products IDs.': 'Liste der IDs der Cross-Selling-Produkte.',
  'Product parent ID.': 'ID des übergeordneten Produkts.',
  'Optional note to send the customer after purchase.': 'Optionale Notiz, die dem Kunden nach dem Kauf gesendet wird.',
  'List of categories.': 'Liste der Kategorien.',
  'Category ID.': 'Kategorie-ID.',
  'Category name.': 'Name der Kategorie.',
  'Category slug.': 'Titelform (Slug) der Kategorie.',
  'List of tags.': 'Liste der Schlagwörter.',
  'Tag ID.': 'Schlagwort-ID.',
  'Tag name.': 'Name des Schlagworts.',
  'Tag slug.': 'Titelform (Slug) des Schlagworts.',
  'List of images.': 'Liste der Bilder.',
  "The date the image was created, in the site's timezone.":
    'Das Erstellungsdatum des Bildes in der Zeitzone der Website.',
  'The date the image was created, as GMT.': 'Das Erstellungsdatum des Bildes in GMT.',
  "The date the image was last modified, in the site's timezone.":
    'Das Datum der letzten Änderung des Bildes in der Zeitzone der Website.',
  'The date the image was last modified, as GMT.': 'Das Datum der letzten Änderung des Bildes in GMT.',
  'Image name.': 'Name des Bildes.',
  'Image alternative text.': 'Alternativtext des Bildes.',
  'ISO3166 alpha-2 country code.': 'Ländercode nach ISO3166 alpha-2.',
};
