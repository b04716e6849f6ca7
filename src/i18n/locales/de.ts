import type { Catalog, MessageKey } from '../catalog';

/**
 * German catalog. Terms follow the guide's own German translation (file
 * ../shared/seeds/001_cb4405eaa29212c8.txt, "Leitfaden zur Leistung für Azure SignalR Service", 2019):
 * eingehend/ausgehend, Bandbreite, Tarif, Unit, Echo, Broadcast, „An Gruppe senden“, „An Verbindung senden“,
 * App-Server, Serververbindung, Standardmodus, serverloser Modus, Routingkosten, Sendeintervall… Where that
 * translation prints "MBit/s" it means megabytes per second: this catalog writes "MB/s". "Serverlast" (Server
 * Load) comes from the current German edition of the guide.
 */
export const catalog: Catalog = {
  // common
  'pattern.echo': 'Echo',
  'pattern.broadcast': 'Broadcast',
  'pattern.group': 'An Gruppe senden',
  'pattern.connection': 'An Verbindung senden',
  'pattern.restBroadcast': 'Übertragen über die REST-API',
  'pattern.restUser': 'Über die REST-API an Benutzer senden',
  'pattern.echo.hint': 'Jeder Client sendet eine Nachricht, die nur an ihn selbst zurückkommt.',
  'pattern.broadcast.hint': 'Wenige Sender erreichen jede Verbindung der Arbeitslast.',
  'pattern.group.hint': 'Jede Nachricht erreicht die Mitglieder einer Gruppe.',
  'pattern.connection.hint':
    'Jede Nachricht geht an genau eine andere Verbindung (Peer-zu-Peer-Chat).',
  'pattern.restBroadcast.hint':
    'Ein serverseitiger Aufrufer sendet per Broadcast über die REST-API (serverlos).',
  'pattern.restUser.hint':
    'Ein serverseitiger Aufrufer sendet über die REST-API an einen Benutzer (serverlos).',
  'pattern.echo.hint.webPubSub':
    'Jedes Clientereignis geht an Ihren Upstream (Ereignishandler), dessen HTTP-Antwort nur an den Sender zurückkommt.',
  'pattern.group.hint.webPubSub':
    'Clients senden über das Web PubSub-Unterprotokoll an eine Gruppe; jede Nachricht erreicht ihre Mitglieder, ohne Server.',
  'pattern.restBroadcast.hint.webPubSub':
    'Ein serverseitiger Aufrufer sendet per Broadcast über die REST-API.',
  'pattern.restUser.hint.webPubSub':
    'Ein serverseitiger Aufrufer sendet über die REST-API an einen Benutzer.',
  'limit.connections': 'Verbindungen',
  'limit.inboundBandwidth': 'Eingehende Bandbreite',
  'limit.outboundBandwidth': 'Ausgehende Bandbreite',
  'limit.routing': 'Routingkosten',
  'limit.dailyMessages': 'Nachrichten pro Tag',
  'sku.Free': 'Free',
  'sku.Standard_S1': 'Standard_S1',
  'sku.Premium_P1': 'Premium_P1',
  'sku.Premium_P2': 'Premium_P2',
  'tier.label': '{sku} × {units}',
  'edition.2019': 'Leitfaden 2019',
  'edition.current': 'Aktueller Leitfaden',
  'edition.2021': 'Leitfaden 2021',
  'service.signalr': 'Azure SignalR Service',
  'service.webPubSub': 'Azure Web PubSub',
  'unit.messagesPerSecond': '{value} Nachr./s',
  'unit.messagesPerDay': '{value} Nachrichten/Tag',
  'unit.perMonth': '{value}/Monat',
  'unit.units': { one: '{count} Unit', other: '{count} Units' },
  'unit.connections': { one: '{count} Verbindung', other: '{count} Verbindungen' },
  'unit.appServers': { one: '{count} App-Server', other: '{count} App-Server' },

  // app
  'app.title': 'Dimensionierung für Azure SignalR Service',
  'app.title.webPubSub': 'Dimensionierung für Azure Web PubSub',
  'app.language': 'Sprache',
  'app.theme': 'Design',
  'app.theme.light': 'Hell',
  'app.theme.dark': 'Dunkel',
  'app.theme.system': 'Wie das System',
  'app.tagline':
    'Stellen Sie Ihre Arbeitslast zusammen und sehen Sie, welchen Tarif, wie viele App-Server und welche Kosten sie braucht – live berechnet aus dem Leitfaden zur Leistung des Herstellers.',
  'app.tagline.webPubSub':
    'Stellen Sie Ihre Arbeitslast zusammen und sehen Sie, welchen Tarif, wie viele Anforderungen an Ihren Upstream und welche Kosten sie braucht – live berechnet aus dem Leitfaden zur Leistung des Herstellers.',
  'app.loadingChart': 'Diagramm wird geladen…',
  'app.loading': 'Wird geladen…',
  'app.error.title': 'Beim Zeichnen dieses Bereichs ist ein Fehler aufgetreten',
  'app.error.body': 'Ihr Szenario ist sicher. Laden Sie die Seite neu, um es erneut zu versuchen.',

  // components
  'field.range': 'Geben Sie eine Zahl von {min} bis {max} ein.',
  'field.rangeOrZero': 'Geben Sie 0 oder eine Zahl von {smallest} bis {max} ein.',
  'field.rejectedOrZero':
    '„{typed}“ wurde nicht übernommen: Geben Sie 0 oder eine Zahl von {smallest} bis {max} ein.',
  'field.rejected':
    '„{typed}“ wurde nicht übernommen: Geben Sie eine Zahl von {min} bis {max} ein.',
  'field.rounded': '„{typed}“ wird als {value} übernommen: Dieses Feld nimmt nur ganze Zahlen.',
  'field.storedAs':
    '„{typed}“ wird als {value} übernommen: Die Zahl ist zu klein, um sie von 0 zu unterscheiden.',
  'field.ambiguous':
    '„{mark}“ trennt in manchen Sprachen Tausender und in anderen Dezimalstellen ab: Geben Sie {grouped} oder {decimal} ein.',
  'field.rejectedAmbiguous':
    '„{typed}“ wurde nicht übernommen: „{mark}“ trennt in manchen Sprachen Tausender und in anderen Dezimalstellen ab. Geben Sie {grouped} oder {decimal} ein.',
  'field.readAsDecimal':
    '„{typed}“ wird als {number} gelesen: Auf dieser Seite trennt „{mark}“ die Dezimalstellen ab.',
  'field.readAsGroup':
    '„{typed}“ wird als {number} gelesen: Auf dieser Seite trennt „{mark}“ die Tausender ab.',
  'field.readAsForeign':
    '„{typed}“ wird als {number} gelesen: „{mark}“ wird als Dezimaltrennzeichen genommen.',

  // composer
  'composer.heading': 'Arbeitslasten',
  'composer.intro':
    'Jede Arbeitslast ist eine Art, wie Ihre App SignalR nutzt. Die Summen werden über alle Arbeitslasten addiert, so wie der Leitfaden es für gemischte Anwendungsfälle tut.',
  'composer.intro.webPubSub':
    'Jede Arbeitslast ist eine Art, wie Ihre App Web PubSub nutzt. Die Summen werden über alle Arbeitslasten addiert, so wie der Leitfaden es für gemischte Anwendungsfälle tut.',
  'composer.sizeUnits':
    'Größen und Bandbreiten zählen auf dieser Seite 1 KB als {bytes} B, wie der Leitfaden, und 1 MB als {bytes} KB: in dem, was Sie eingeben („20 KB“, „1,5 MB“), und in dem, was die Seite anzeigt.',
  'composer.count': { one: '{count} Arbeitslast', other: '{count} Arbeitslasten' },
  'composer.add': 'Arbeitslast hinzufügen',
  'composer.cap':
    'Sie können bis zu {max} Arbeitslasten zusammenstellen: Entfernen Sie eine, um eine weitere hinzuzufügen.',
  'composer.empty':
    'Noch keine Arbeitslasten. Fügen Sie eine hinzu, um mit der Dimensionierung zu beginnen.',
  'composer.card': 'Arbeitslast {position}: {name}',
  'composer.unnamed': 'Arbeitslast {position}',
  'composer.copyName': '{name} (Kopie)',
  'composer.name': 'Bezeichnung',
  'composer.pattern': 'Anwendungsfall',
  'composer.connections': 'Verbindungen',
  'composer.senders': 'Sender',
  'composer.senders.hint': 'Wie viele der Verbindungen Nachrichten senden.',
  'composer.usedAs': 'Verwendet als {value}: höchstens die Verbindungen.',
  'composer.restCallers': 'REST-Aufrufer',
  'composer.restCallers.hint':
    'Serverseitige Aufrufer der REST-API; sie halten keine Clientverbindung.',
  'composer.messageBytes': 'Nachrichtengröße',
  'composer.sendInterval': 'Sendeintervall',
  'composer.sendInterval.hint': 'Jeder Sender sendet eine Nachricht pro Intervall.',
  'composer.rate': 'Nachrichten pro Sekunde je Sender',
  'composer.rate.rest': 'Nachrichten pro Sekunde je REST-Aufrufer',
  'composer.rateToggle': 'Als Nachrichten pro Sekunde eingeben',
  'composer.groupSize': 'Gruppengröße',
  'composer.groupSize.hint':
    'Mitglieder, die jede Nachricht erreicht; die kleinen Gruppen des Leitfadens haben 10.',
  'composer.advanced': 'Erweitert',
  'composer.growth': 'Wenn die Nutzerzahl wächst',
  'composer.growth.connectionsAndSenders': 'Verbindungen und Sender wachsen',
  'composer.growth.connectionsOnly': 'Verbindungen wachsen, Sender bleiben gleich',
  'composer.growth.hint':
    'Was mit der Nutzerzahl wächst – für die Wachstumsreserve und das Diagramm „Wachstumsreserve“. Standard für diesen Anwendungsfall: {byPattern}.',
  'composer.transport': 'Transporttyp',
  'composer.transport.hint':
    'Der Leitfaden hat nur WebSocket gemessen; andere Transporttypen brauchen eventuell mehr Kapazität.',
  'composer.transport.webPubSub':
    'Web PubSub-Clients verbinden sich über WebSocket, wie der Leitfaden sie gemessen hat.',
  'composer.transport.webSockets': 'WebSocket',
  'composer.transport.serverSentEvents': 'Server-Sent Events',
  'composer.transport.longPolling': 'Long-Polling',
  'composer.unit.connections': 'Verbindungen',
  'composer.unit.senders': 'Sender',
  'composer.unit.callers': 'Aufrufer',
  'composer.unit.members': 'Mitglieder',
  'composer.unit.bytes': 'B',
  'composer.unit.seconds': 's',
  'composer.unit.perSecond': 'Nachr./s',
  'composer.valuetext.senders': { one: '{count} Sender', other: '{count} Sender' },
  'composer.valuetext.callers': { one: '{count} REST-Aufrufer', other: '{count} REST-Aufrufer' },
  'composer.valuetext.members': { one: '{count} Mitglied', other: '{count} Mitglieder' },
  'composer.valuetext.rate': '{value} Nachrichten pro Sekunde',
  'composer.summary':
    'Eingehend: {inbound} Nachr./s · Ausgehend: {outbound} Nachr./s · Ausgehende Bandbreite: {bandwidth}',
  'composer.duplicate': 'Duplizieren',
  'composer.duplicate.label': '{name} duplizieren',
  'composer.moveUp': 'Nach oben',
  'composer.moveUp.label': '{name} nach oben verschieben',
  'composer.moveDown': 'Nach unten',
  'composer.moveDown.label': '{name} nach unten verschieben',
  'composer.remove': 'Entfernen',
  'composer.remove.label': '{name} entfernen',

  // embed
  'startup.title': 'Das Dimensionierungstool konnte nicht starten',
  'startup.noScript':
    'Es braucht JavaScript, das hier ausgeschaltet oder nicht erlaubt ist. In einem Rahmen auf einer anderen Seite muss deren sandbox-Attribut allow-scripts enthalten.',
  'startup.crossOrigin':
    'Sein Code konnte nicht geladen werden: Die Sandbox dieses Rahmens enthält kein allow-same-origin, daher ruft der Browser die Dateien des Tools als Anfragen einer anderen Website ab, und der Server des Tools erlaubt sie nicht (er sendet keinen Access-Control-Allow-Origin-Header). Ergänzen Sie das sandbox-Attribut des Rahmens um allow-same-origin, wie es das HTML aus dem Einbetten-Dialog enthält, oder lassen Sie diesen Server Access-Control-Allow-Origin: * senden.',
  'startup.notLoaded':
    'Sein Code konnte nicht geladen werden oder brach mit einem Fehler ab: Die Verbindung ist vielleicht abgebrochen, oder ein Netzwerkfilter oder eine Browsererweiterung hat ihn blockiert. Laden Sie die Seite neu, um es erneut zu versuchen.',
  'startup.noFigures':
    'Bis es startet, werden keine Zahlen angezeigt: Es wären nicht die des Szenarios, das Sie geöffnet haben.',
  'embed.title': '{name}: Dimensionierung für Azure SignalR Service',
  'embed.title.webPubSub': '{name}: Dimensionierung für Azure Web PubSub',
  'embed.untitled': 'Unbenanntes Szenario',
  'embed.warnings': {
    one: 'Der Leitfaden versieht dieses Ergebnis mit {count} Vorbehalt: Öffnen Sie das Dimensionierungstool, um ihn zu lesen.',
    other:
      'Der Leitfaden versieht dieses Ergebnis mit {count} Vorbehalten: Öffnen Sie das Dimensionierungstool, um sie zu lesen.',
  },
  'embed.badLink.title': 'Der Link dieser Einbettung konnte nicht gelesen werden',
  'embed.badLink':
    'Der Rahmen zeigt keine Zahlen, statt die eines anderen Szenarios an ihrer Stelle. Bitten Sie die Person, die ihn geteilt hat, um einen neuen Link.',
  'embed.controls': 'Andere Werte ausprobieren',
  'embed.controls.hint':
    'Änderungen bleiben auf dieser Seite: Nichts wird gespeichert oder gesendet.',
  'embed.open': 'Im Dimensionierungstool öffnen',
  'embed.open.newTab': '(öffnet in einem neuen Tab)',
  'embed.frameTitle': 'Azure SignalR-Dimensionierung: {name}',
  'embed.frameTitle.webPubSub': 'Azure Web PubSub-Dimensionierung: {name}',
  'embed.markdown.summary':
    '**{name}**: Die Dimensionierung für Azure SignalR Service empfiehlt {tier} für {cost} im Monat; maßgeblicher Grenzwert: {limit} mit {percent}. [Dimensionierung öffnen]({url})',
  'embed.markdown.summary.webPubSub':
    '**{name}**: Die Dimensionierung für Azure Web PubSub empfiehlt {tier} für {cost} im Monat; maßgeblicher Grenzwert: {limit} mit {percent}. [Dimensionierung öffnen]({url})',
  'embed.markdown.noFit':
    '**{name}**: Kein einzelner Tarif von Azure SignalR Service passt zu diesem Szenario in seiner jetzigen Zusammenstellung. [Dimensionierung öffnen]({url})',
  'embed.markdown.noFit.webPubSub':
    '**{name}**: Kein einzelner Tarif von Azure Web PubSub passt zu diesem Szenario in seiner jetzigen Zusammenstellung. [Dimensionierung öffnen]({url})',
  'embed.markdown.empty': '**{name}**: noch keine Arbeitslasten. [Dimensionierung öffnen]({url})',
  'embed.dialog.open': 'Einbetten',
  'embed.dialog.title': 'Dieses Szenario einbetten',
  'embed.dialog.intro':
    'Fügen Sie den HTML-Code in eine Seite ein, die iframes erlaubt, oder die Markdown-Zusammenfassung in Confluence, SharePoint, ein Wiki oder eine README. Das Szenario steckt im Link: Es wird nichts hochgeladen.',
  'embed.dialog.hosting':
    'Der Rahmen funktioniert von einem Server aus, der keine besonderen Header sendet (GitHub Pages, Azure Static Web Apps, nginx wie installiert), auf jeder Seite, die iframes erlaubt: Lassen Sie sein sandbox-Attribut, wie es ist. allow-scripts führt das Tool aus; allow-same-origin lässt es seine eigenen Dateien von seinem eigenen Server laden. Die Einbettung liest und schreibt keinen Speicher und kann Ihre Seite nur erreichen, wenn Ihre Seite von der Adresse des Tools selbst ausgeliefert wird. Entfernt eine Seite eines davon, sagt der Rahmen, was fehlt, statt Zahlen zu zeigen.',
  'embed.dialog.mode': 'Leser können',
  'embed.dialog.mode.readonly': 'Nur das Ergebnis lesen',
  'embed.dialog.mode.interactive': 'Andere Werte ausprobieren',
  'embed.dialog.mode.interactive.hint':
    'Schieberegler für das Auslastungsziel sowie für Verbindungen und Sendeintervall jeder Arbeitslast; ihre Änderungen werden nicht gespeichert.',
  'embed.dialog.theme': 'Design',
  'embed.dialog.theme.auto': 'Wie das System des Lesers',
  'embed.dialog.theme.light': 'Hell',
  'embed.dialog.theme.dark': 'Dunkel',
  'embed.dialog.height': 'Rahmenhöhe',
  'embed.dialog.height.hint':
    'Eine Anfangshöhe: Auf Seiten, die auf die Höhenmeldungen des Rahmens reagieren (siehe README), passt sich der Rahmen seinem Inhalt an.',
  'embed.dialog.unit.px': 'px',
  'embed.dialog.html': 'HTML (iframe)',
  'embed.dialog.markdown': 'Markdown-Zusammenfassung',
  'embed.dialog.copyHtml': 'HTML kopieren',
  'embed.dialog.copyMarkdown': 'Markdown kopieren',
  'embed.dialog.copied': 'In die Zwischenablage kopiert.',
  'embed.dialog.copyFailed':
    'Dieser Browser hat das Kopieren blockiert. Der Text ist markiert: Drücken Sie Strg+C, um ihn zu kopieren.',
  'embed.dialog.close': 'Schließen',

  // exportImport
  'exportImport.heading': 'Export und Import',
  'exportImport.hint':
    'Speichern Sie das Szenario als Datei, um es später wieder zu öffnen, übernehmen Sie die Zahlen in eine Tabellenkalkulation oder Ihre Dokumentation, oder drucken Sie einen einseitigen Bericht.',
  'exportImport.file.heading': 'Szenariodatei',
  'exportImport.download': 'Szenario herunterladen',
  'exportImport.importFile': 'Aus Datei importieren…',
  'exportImport.fileInput': 'Zu importierende Szenariodatei',
  'exportImport.paste.summary': 'Szenario einfügen',
  'exportImport.paste.label': 'Szenario-JSON',
  'exportImport.paste.hint':
    'Das Format einer heruntergeladenen Szenariodatei: Version {version}, wie in scenario.schema.json veröffentlicht (Dateien der Version 1 lassen sich ebenfalls öffnen).',
  'exportImport.paste.import': 'Importieren',
  'exportImport.imported': {
    one: '„{name}“ mit {count} Arbeitslast importiert.',
    other: '„{name}“ mit {count} Arbeitslasten importiert.',
  },
  'exportImport.imported.unnamed': {
    one: 'Ein Szenario mit {count} Arbeitslast importiert.',
    other: 'Ein Szenario mit {count} Arbeitslasten importiert.',
  },
  'exportImport.undo': 'Import rückgängig machen',
  'exportImport.undone': 'Import rückgängig gemacht: Ihr vorheriges Szenario ist wieder da.',
  'exportImport.error.heading': 'Es wurde nichts importiert; Ihr Szenario ist unverändert.',
  'exportImport.error.tooLarge': 'Das sind {size}; eine Szenariodatei hat höchstens {max}.',
  'exportImport.error.tooLargeUnread':
    'Das sind mehr als {max}; eine Szenariodatei hat höchstens {max}.',
  'exportImport.error.empty': 'Es gibt nichts zu importieren: Der Text ist leer.',
  'exportImport.error.unreadable': 'Die Datei konnte nicht gelesen werden.',
  'exportImport.error.notText':
    'Diese Datei ist kein {encoding}-Text: Einige ihrer Bytes sind kein Zeichen. Speichern Sie sie als UTF-8 und importieren Sie sie erneut.',
  'exportImport.error.syntax':
    'Das ist kein JSON: Ab Zeile {line}, Spalte {column} ist es kein JSON mehr.',
  'exportImport.error.notObject':
    'Dieses JSON ist kein Szenario: Ein Szenario ist ein Objekt wie {"version": 2, "workloads": []}.',
  'exportImport.error.newerVersion':
    'Dieses Szenario hat die Formatversion {version}, und diese Seite liest die Versionen 1 und {current}.',
  'exportImport.error.invalid': {
    one: 'Das ist kein gültiges Szenario; {count} Feld muss korrigiert werden:',
    other: 'Das ist kein gültiges Szenario; {count} Felder müssen korrigiert werden:',
  },
  'exportImport.error.issue': '{path}: {message}',
  'exportImport.error.more': { one: '…und {count} weiteres.', other: '…und {count} weitere.' },
  'exportImport.results.heading': 'Ergebnisse',
  'exportImport.csv': 'Tarife herunterladen (CSV)',
  'exportImport.markdown': 'Bericht herunterladen (Markdown)',
  'exportImport.copy': 'Bericht kopieren',
  'exportImport.copied': 'Der Bericht ist in der Zwischenablage.',
  'exportImport.copyDenied':
    'Der Browser hat das Kopieren nicht erlaubt. Verwenden Sie stattdessen „Bericht herunterladen (Markdown)“.',
  'exportImport.print': 'Bericht drucken',
  'exportImport.saved': '{fileName} gespeichert.',
  'exportImport.chart.headroom': 'Diagramm „Reserve je Tarif“ exportieren',
  'exportImport.chart.growth': 'Diagramm „Wachstumsreserve“ exportieren',
  'exportImport.chart.hourlyUnits': 'Diagramm der Units pro Stunde exportieren',
  'exportImport.chart.timeline': 'Diagramm des kommenden Jahres exportieren',
  'exportImport.chart.svg': 'SVG herunterladen',
  'exportImport.chart.png': 'PNG herunterladen',
  'exportImport.chart.failed': 'Das Diagramm konnte nicht exportiert werden.',
  'exportImport.csv.scenario': 'Szenario',
  'exportImport.csv.sku': 'SKU',
  'exportImport.csv.units': 'Units',
  'exportImport.csv.recommended': 'Empfohlen',
  'exportImport.csv.fits': 'Passt',
  'exportImport.csv.withinCapacity': 'Innerhalb der Kapazität',
  'exportImport.csv.interpolated': 'Interpoliert',
  'exportImport.csv.binding': 'Maßgeblicher Grenzwert',
  'exportImport.csv.utilization': 'Auslastung: {limit} (Anteil)',
  'exportImport.csv.growthHeadroom': 'Wachstumsreserve (Faktor)',
  'exportImport.csv.serverConnections': 'Serververbindungen',
  'exportImport.csv.fitsOptimistic': 'Passt (günstigste Lesart)',
  'exportImport.csv.fitsConservative': 'Passt (ungünstigste Lesart)',
  'exportImport.csv.planFigure': 'Planung',
  'exportImport.csv.value': 'Wert',
  'exportImport.csv.twelveMonthCost': 'Kosten der nächsten 12 Monate',
  'exportImport.csv.yes': 'ja',
  'exportImport.csv.no': 'nein',
  'exportImport.md.untitled': 'Dimensionierung für Azure SignalR Service',
  'exportImport.md.untitled.webPubSub': 'Dimensionierung für Azure Web PubSub',
  'exportImport.md.lead':
    'Dimensionierung für Azure SignalR Service nach den Tabellen aus „{edition}“, mit einem Auslastungsziel von {target}, einem Auslastungsziel für Verbindungen von {connectionTarget} und der Lesart „{reading}“.',
  'exportImport.md.lead.webPubSub':
    'Dimensionierung für Azure Web PubSub nach den Tabellen aus „{edition}“, mit einem Auslastungsziel von {target}, einem Auslastungsziel für Verbindungen von {connectionTarget} und der Lesart „{reading}“.',
  'exportImport.md.range': 'Spanne',
  'exportImport.md.fact': '{label}: {value}',
  'exportImport.md.workloads': 'Arbeitslasten',
  'exportImport.md.noWorkloads': 'Keine Arbeitslasten.',
  'exportImport.setAndUsed': '{set} (verwendet als {used})',
  'exportImport.md.tiers': 'Tarife',
  'exportImport.md.tiers.lead':
    'Free, Standard_S1 × 1 und der erste Tarif von Premium_P2, der günstigste passende Tarif jeder SKU sowie die Tarife rund um die Empfehlung.',
  'exportImport.md.tiers.lead.noP2':
    'Free, Standard_S1 × 1, der günstigste passende Tarif jeder SKU sowie die Tarife rund um die Empfehlung (diese Ausgabe ist älter als Premium_P2).',
  'exportImport.md.growth': '×{factor}',
  'exportImport.md.link': 'Dieses Szenario im Dimensionierungs-Dashboard öffnen',
  'exportImport.md.source':
    'Berechnet nach dem Leitfaden zur Leistung für Azure SignalR Service von Microsoft.',
  'exportImport.md.source.webPubSub':
    'Berechnet nach dem Leitfaden zur Leistung für Azure Web PubSub von Microsoft.',
  'exportImport.print.lead':
    'Dimensioniert nach den Tabellen aus „{edition}“ mit einem Auslastungsziel von {target}.',
  'exportImport.print.lead.webPubSub':
    'Azure Web PubSub, dimensioniert nach den Tabellen aus „{edition}“ mit einem Auslastungsziel von {target}.',
  'exportImport.print.sizeUnits': 'Größen zählen 1 KB als {bytes} B und 1 MB als {bytes} KB.',
  'exportImport.plan.region.primary': 'primäre Region',
  'exportImport.plan.region.replica': 'Replikat {region}',
  'exportImport.plan.why': 'Warum diese Form',
  'exportImport.plan.service': 'Dienst',
  'exportImport.plan.why.replicasNeedPremium':
    'Georeplikate gibt es nur in Premium, daher läuft jede Region mit Premium.',
  'exportImport.plan.why.autoscale':
    'Mit dem Lastprofil des Tages verschiebt die Premium-Autoskalierung die Units über den Tag (jede Region hat ihre eigene Regel).',
  'exportImport.plan.why.severalInstances':
    'Keine einzelne Instanz trägt die Last, daher werden die Clients auf gleiche Instanzen verteilt.',
  'exportImport.plan.why.severalInstancesCheaper':
    'Mehrere Instanzen kosten weniger als die eine größere Instanz, die ebenfalls passt.',
  'exportImport.plan.autoscale': 'Autoskalierung',
  'exportImport.plan.autoscale.value':
    'von {minimum} bis {maximum} Units je Instanz in jeder Region: hochskalieren über {out} des Verbindungskontingents, herunterskalieren unter {in}, {minutes} Minuten zwischen zwei Skalierungsvorgängen.',
  'exportImport.plan.autoscale.serverLoad':
    'Eine zweite Regel beobachtet die Serverlast (hoch über {out}, herunter unter {in}): der Durchsatz begrenzt diesen Plan.',
  'exportImport.plan.autoscale.example':
    'Die Schwellenwerte sind das Beispiel des Herstellers; das Szenario kann eigene festlegen.',
  'exportImport.plan.end': {
    one: '{tier} für {cost} im Monat',
    other: '{count} Instanzen mit {tier} für {cost} im Monat',
  },
  'exportImport.plan.alternative': 'Ebenfalls möglich',
  'exportImport.plan.monthly.value':
    '{total}: Units {units}, Nachrichten über die inbegriffenen hinaus {messages}',
  'exportImport.plan.monthly.valueCrossRegion':
    '{total}: Units {units}, Nachrichten über die inbegriffenen hinaus {messages}, Datenübertragung zwischen den Regionen {cost} ({gigabytes} pro Monat zu {rate} pro GB, Azure-Bandbreitenpreise, Stand {date})',
  'exportImport.plan.regionBill': 'Region ({region})',
  'exportImport.plan.regionBill.value': '{tier}, {share} der Clients, {cost}',
  'exportImport.plan.day.fixed': 'Der Tag, fest auf die Spitze ausgelegt mit {tier}',
  'exportImport.plan.day.autoscale':
    'Der Tag, mit Autoskalierung auf {sku} ({unitDays} Unit-Tage pro Tag)',
  'exportImport.plan.day.ideal':
    'Der Tag, jede Stunde genau die Premium-Units, die sie braucht (eine Untergrenze)',
  'exportImport.plan.day.chosen': '(das stellt der Plan bereit)',
  'exportImport.plan.day.noFit': 'kein Premium-Tarif trägt die Spitze',
  'exportImport.plan.year': 'Das kommende Jahr',
  'exportImport.plan.year.value': {
    one: 'jetzt {now} im Monat; bei {growth} Wachstum im Monat braucht Monat 12 {tier} für {last} im Monat; die nächsten 12 Monate kosten {total}.',
    other:
      'jetzt {now} im Monat; bei {growth} Wachstum im Monat braucht Monat 12 {count} Instanzen mit {tier} für {last} im Monat; die nächsten 12 Monate kosten {total}.',
  },
  'exportImport.plan.tierChange': 'Tarifwechsel',
  'exportImport.plan.year.noFit':
    'jetzt {now} im Monat; einige der nächsten 12 Monate passen zu keiner Bereitstellung, daher gibt es keine 12-Monats-Summe.',
  'exportImport.csv.tierCost': 'Eine Instanz den ganzen Tag auf der Spitze, pro Monat ({currency})',
  'exportImport.csv.unitsPerInstance': 'Units je Instanz',
  'exportImport.csv.instances': 'Instanzen',
  'exportImport.csv.regions': 'Regionen',
  'exportImport.csv.totalUnits': 'Units insgesamt',
  'exportImport.csv.autoscaleMinimum': 'Mindestzahl der Units (Autoskalierung)',
  'exportImport.csv.autoscaleMaximum': 'Höchstzahl der Units (Autoskalierung)',
  'exportImport.csv.scaleOutAbove': 'Hochskalieren über (Anteil am Verbindungskontingent)',
  'exportImport.csv.scaleInBelow': 'Herunterskalieren unter (Anteil am Verbindungskontingent)',
  'exportImport.csv.coolDownMinutes': 'Minuten zwischen Skalierungsvorgängen',
  'exportImport.csv.appServers': 'App-Server',
  'exportImport.csv.upstreamRequestsPerSecond': 'Upstream-Anforderungen pro Sekunde',
  'exportImport.csv.unitsCost': 'Monatliche Kosten der Units',
  'exportImport.csv.messagesCost': 'Monatliche Kosten der Nachrichten',
  'exportImport.csv.crossRegionCost': 'Monatliche Kosten der Datenübertragung zwischen Regionen',
  'exportImport.csv.crossRegionPerGb': 'Preis pro GB der Datenübertragung zwischen Regionen',
  'exportImport.csv.totalCost': 'Monatliche Kosten',
  'exportImport.csv.regionUnits': 'Units je Instanz, {region}',
  'exportImport.csv.regionCost': 'Monatliche Kosten, {region}',
  'exportImport.csv.rangeOptimistic': 'Monatliche Kosten, günstigste Lesart',
  'exportImport.csv.rangeConservative': 'Monatliche Kosten, ungünstigste Lesart',
  'exportImport.csv.dayFixed': 'Monatliche Kosten, fest auf die Spitze ausgelegt',
  'exportImport.csv.dayAutoscale': 'Monatliche Kosten mit Autoskalierung',
  'exportImport.csv.dayIdeal': 'Monatliche Kosten, ideale Untergrenze',
  'exportImport.md.tiers.perInstance': {
    one: 'Jede Zeile ist eine Instanz.',
    other: 'Jede Zeile ist eine der {count} Instanzen, mit ihrem Anteil der Clients.',
  },
  'exportImport.md.tierCost': 'Eine Instanz den ganzen Tag auf der Spitze',
  'exportImport.json': 'Plan herunterladen (JSON)',
  'exportImport.focus': 'Prognose herunterladen (FOCUS-CSV)',
  'exportImport.focus.failed':
    'Die FOCUS-Datei konnte nicht erstellt werden: Laden Sie die Seite neu und versuchen Sie es noch einmal.',
  'exportImport.focus.none':
    'Für dieses Szenario passt keine Bereitstellung, daher gibt es keine Prognose zum Exportieren.',
  'exportImport.print.plan': 'Der Plan: was bereitzustellen ist und was es kostet',
  'card.title': '{name}: Dimensionierung von Azure SignalR Service',
  'card.title.webPubSub': '{name}: Dimensionierung von Azure Web PubSub',
  'card.untitled': 'Unbenanntes Szenario',
  'card.empty': 'Noch keine Arbeitslasten.',
  'card.noFit': 'Keine Bereitstellung passt zu diesem Szenario.',
  'card.chart': 'Spielraum: wie viel jeder Grenze eine Instanz jedes Tarifs nutzen würde',
  'card.deployed': 'bereitgestellt',
  'card.link': 'Das Live-Szenario öffnen',
  'card.source':
    'Nach dem Leistungsleitfaden von Microsoft für Azure SignalR Service. Preise in {currency}, Standardwerte von {year}; sie unterscheiden sich je nach Region.',
  'card.source.webPubSub':
    'Nach dem Leistungsleitfaden von Microsoft für Azure Web PubSub. Preise in {currency}, Standardwerte von {year}; sie unterscheiden sich je nach Region.',
  'card.dialog.heading': 'Bildkarte (SVG)',
  'card.dialog.hint':
    'Für Wikis, die keine iframes erlauben: die Antwort und das Spielraumdiagramm als ein Bild. Laden Sie die Datei hoch und verlinken Sie sie mit dem Live-Szenario (das Markdown unten tut beides).',
  'card.dialog.preview': 'Vorschau der Bildkarte',
  'card.dialog.theme': 'Farben der Karte',
  'card.dialog.theme.light': 'Helle Karte',
  'card.dialog.theme.dark': 'Dunkle Karte',
  'card.dialog.download': 'SVG herunterladen',
  'card.dialog.copy': 'SVG kopieren',
  'card.dialog.markdown': 'Markdown für das Bild, verlinkt mit dem Live-Szenario',
  'card.dialog.copyMarkdown': 'Bild-Markdown kopieren',
  'card.dialog.saved': '{fileName} gespeichert.',
  'cli.help':
    'signalr-sizing: ein Szenario für Azure SignalR Service auf der Kommandozeile dimensionieren.\n\nAufruf:\n  signalr-sizing size <scenario.json> [options]\n  signalr-sizing size --link <share link> [options]\n\nGibt den Plan aus (was bereitzustellen ist und was es im Monat kostet) oder schreibt ein Ergebnis:\n  -f, --format <format>      text (Standard), md (der Markdown-Bericht), json (der Plan),\n                             csv (jeder Tarif und der Plan), svg (die Bildkarte),\n                             bicep, arm, tf oder cli (der Infrastrukturcode),\n                             infracost-usage (die infracost-Nutzungsdatei zum tf),\n                             focus (die Monatsprognose als FOCUS-Zeilen für FinOps-Werkzeuge)\n  -l, --link <url>           das Szenario aus einem Freigabelink statt aus einer Datei lesen\n      --metrics <file>       es zuerst aus den stündlichen Metriken neu dimensionieren, die Azure schrieb:\n                             das JSON von az monitor metrics list oder die CSV des Portaldiagramms (mehrfach möglich)\n  -o, --out <file>           in diese Datei statt in die Standardausgabe schreiben\n      --lang <language>      en, pl, de, fr, ja oder ko (Standard en)\n      --theme <theme>        Farben der Bildkarte: light (Standard) oder dark\n      --base-url <url>       wo das Dashboard läuft: der Link zurück beginnt damit\n      --max-monthly-usd <n>  mit 1 beenden, wenn der Plan mehr als n US-Dollar im Monat kostet\n      --max-units <n>        mit 1 beenden, wenn der Plan insgesamt mehr als n Units bereitstellt\n      --prices <file>        den Plan mit einer Datei der Azure Retail Prices API bepreisen\n      --prices-region <name> die Region der Datei (armRegionName), wenn sie mehrere hat\n      --period <YYYY-MM>     der Monat, den focus prognostiziert (Standard: der nächste Monat, UTC)\n  -h, --help                 diese Hilfe anzeigen\n      --version              die Version anzeigen\n\nEine Szenariodatei „-“ wird von der Standardeingabe gelesen.\nExitcodes: 0 geschrieben; 1 geschrieben, aber der Plan überschreitet eine Grenze (oder es gibt nichts bereitzustellen);\n2 fehlerhafte Eingabe oder Argumente, nichts geschrieben.',
  'cli.error.choice': '{option} nimmt einen der Werte {choices}, nicht „{value}“.',
  'cli.error.command': 'Unbekannter Befehl „{command}“: die Befehle heißen „size“ und „diff“.',
  'cli.error.noCommand':
    'Kein Befehl vor {options}: die Befehle heißen „size“ und „diff“ (signalr-sizing size <scenario.json> {options}).',
  'cli.error.extra': 'Nur eine Szenariodatei auf einmal: „{extra}“ ist zu viel.',
  'cli.error.noInput': 'Geben Sie eine Szenariodatei an oder einen Freigabelink mit --link.',
  'cli.error.bothInputs': 'Geben Sie eine Szenariodatei oder --link an, nicht beides.',
  'cli.error.twoOuts':
    'Geben Sie eine Datei zum Schreiben an, mit --out oder --output, nicht zwei: „{first}“ und „{second}“.',
  'cli.error.repeated':
    '{option} ist zweimal angegeben („{first}“ und „{second}“): geben Sie es einmal an.',
  'cli.error.unknownOption': 'Unbekannte Option „{option}“.',
  'cli.error.missingValue':
    '{option} braucht einen Wert dahinter (ein Wert, der mit „-“ beginnt, wird {option}=-… geschrieben).',
  'cli.error.flagValue': '{option} nimmt keinen Wert, nicht „{value}“.',
  'cli.error.stdinTwice':
    'Die Standardeingabe („-“) lässt sich nur einmal lesen: geben Sie „-“ nur einem von Szenariodatei, --prices und --metrics.',
  'cli.error.url': '{option} nimmt eine Webadresse (https://…), nicht „{value}“.',
  'cli.error.number':
    '{option} nimmt eine Zahl über 0 in einfachen Ziffern, etwa 15000 oder 99.50, nicht „{value}“.',
  'cli.error.wholeNumber':
    '{option} nimmt eine ganze Zahl über 0 in einfachen Ziffern, etwa 50, nicht „{value}“.',
  'cli.error.seeHelp': 'Die Optionen zeigt „signalr-sizing --help“.',
  'cli.stdin': 'der Standardeingabe („-“)',
  'cli.error.file': 'Das Szenario in {path} konnte nicht verwendet werden.',
  'cli.error.prices': 'Die Preise in {path} konnten nicht verwendet werden.',
  'cli.error.read': 'Es konnte nicht gelesen werden: {reason}',
  'cli.prices.tooLargeUnread': 'Das sind mehr als {max}; eine Preisliste hat höchstens {max}.',
  'cli.metrics.tooLargeUnread': 'Das sind mehr als {max}; eine Metrikdatei hat höchstens {max}.',
  'cli.error.link': 'Der Link konnte nicht verwendet werden.',
  'cli.error.metricsFile': 'Die Metriken in {path} konnten nicht verwendet werden.',
  'cli.metrics.applied': {
    one: 'Aus den Metriken in {path} neu dimensioniert, {count} Stunde gelesen.',
    other: 'Aus den Metriken in {path} neu dimensioniert, {count} Stunden gelesen.',
  },
  'cli.metrics.calibration': 'Kalibriert mit den gemessenen Verhältnissen: {factors}.',
  'cli.metrics.profile': 'Das Lastprofil des Tages ist das gemessene, mit der Spitze um {hour}.',
  'cli.error.noScenarioInLink': 'Er enthält kein Szenario: ein Freigabelink enthält „#s=“.',
  'cli.error.nothingWritten': 'Es wurde nichts geschrieben.',
  'cli.error.noDeployment':
    'Keine Bereitstellung passt zu diesem Szenario, daher gibt es kein {format} zu schreiben.',
  'cli.format.infracostUsage': 'infracost-Nutzungsdatei',
  'cli.format.focus': 'FOCUS-Datei',
  'cli.error.period': '--period erwartet einen Monat als JJJJ-MM, etwa 2026-12, nicht „{value}“.',
  'cli.error.infracostWebPubSub':
    'infracost bepreist kein azurerm_web_pubsub (unter seinen Azure-Ressourcen gibt es nur azurerm_signalr_service), daher gibt es für einen Azure Web PubSub-Plan keine infracost-Nutzungsdatei zu schreiben.',
  'cli.error.pricesRegion':
    '--prices-region nennt eine Region der mit --prices angegebenen Datei: Geben Sie auch --prices an.',
  'cli.prices.chooseRegion': 'Wählen Sie eine mit --prices-region <name>.',
  'cli.error.budgetCurrency':
    '--max-monthly-usd ist in US-Dollar, die Preise sind in {currency}: die Rechnung des Plans wird nicht damit verglichen. Lassen Sie es weg, oder bepreisen Sie den Plan in USD.',
  'cli.error.refused':
    'Azure würde diese Bereitstellung ablehnen, daher gibt es kein {format} zu schreiben:',
  'cli.note.noBaseUrl':
    'Kein --base-url: der Link zurück zum Szenario ist nur sein Fragment. Geben Sie mit --base-url die Adresse Ihres Dashboards an, um einen vollständigen Link zu erhalten.',
  'cli.error.write': '{path} konnte nicht geschrieben werden: {reason}',
  'cli.error.stdout': 'Die Standardausgabe konnte nicht geschrieben werden: {reason}',
  'cli.error.outIsInput':
    '--out nennt die Szenariodatei selbst ({path}): sie würde überschrieben. Geben Sie eine andere Datei an.',
  'cli.written': '{path} geschrieben.',
  'cli.link': 'Dieses Szenario öffnen: {url}',
  'cli.limit.noFit':
    'Keine Bereitstellung passt zu diesem Szenario, daher kann es die angegebenen Grenzen nicht einhalten.',
  'cli.limit.monthly':
    'Der Plan kostet {cost} im Monat, über der Grenze von {max} (--max-monthly-usd).',
  'cli.limit.units':
    'Der Plan stellt insgesamt {units} Units bereit, über der Grenze von {max} (--max-units).',
  'cli.help.diff':
    'Zwei Szenarien vergleichen, für den Kommentar eines Pull Requests:\n  signalr-sizing diff <base> <head> [options]\n\n<base> und <head> sind je eine Szenariodatei („-“ liest eine davon von der Standardeingabe) oder ein\nFreigabelink (https://…#s=… oder #s=…). Schreibt die Änderung als Markdown: was vorher und nachher\nbereitgestellt wird, die monatlichen Kosten und ihre Änderung, den maßgeblichen Grenzwert und die\nWachstumsreserve, die Arbeitslasten, die die Kosten bewegt haben.\n  -f, --format <format>           md (Standard) oder json\n  -o, --out <file>                in diese Datei statt in die Standardausgabe schreiben\n      --label <text>              die Überschrift (Standard: der Pfad der Head-Datei)\n      --lang <language>           wie bei size\n      --base-url <url>            wo das Dashboard läuft: der Kommentar verlinkt beide Szenarien\n      --max-increase-usd <n>      mit 1 beenden, wenn die monatlichen Kosten um mehr als n US-Dollar steigen\n      --max-increase-percent <n>  mit 1 beenden, wenn die monatlichen Kosten um mehr als n Prozent steigen\n\nExitcodes: 0 geschrieben; 1 geschrieben, aber die Änderung überschreitet eine Grenze; 2 fehlerhafte Eingabe oder Argumente, nichts geschrieben.',
  'cli.diff.error.inputs':
    'Geben Sie die zwei zu vergleichenden Szenarien an: die Basis, dann den Head (je eine Datei oder ein Freigabelink).',
  'cli.diff.error.extra': 'diff vergleicht zwei Szenarien: „{extra}“ ist zu viel.',
  'cli.diff.error.number': '{option} nimmt eine Zahl ab 0, nicht „{value}“.',
  'cli.diff.error.bothStdin':
    'Nur eines der beiden Szenarien kann von der Standardeingabe („-“) gelesen werden.',
  'cli.diff.error.currencies':
    'Die Basis ist in {before} bepreist und der Head in {after}: zwei Rechnungen in verschiedenen Währungen lassen sich nicht voneinander abziehen. Bepreisen Sie beide Szenarien in einer Währung.',
  'cli.diff.error.budgetCurrency':
    '--max-increase-usd ist in US-Dollar, die Preise sind in {currency}: die Änderung wird nicht damit verglichen. Verwenden Sie --max-increase-percent, oder bepreisen Sie beide Szenarien in USD.',
  'cli.diff.error.baseLink':
    'Der als Basis (vor der Änderung) angegebene Link konnte nicht verwendet werden.',
  'cli.diff.error.headLink':
    'Der als Head (nach der Änderung) angegebene Link konnte nicht verwendet werden.',
  'cli.diff.note.noBaseUrl':
    'Kein --base-url: der Kommentar enthält keine Links zu den beiden Szenarien. Geben Sie mit --base-url die Adresse Ihres Dashboards an, um sie hinzuzufügen.',
  'cli.diff.limit.usd':
    'Die monatlichen Kosten steigen um {change}, von {before} auf {after}, über der Grenze von {max} (--max-increase-usd).',
  'cli.diff.limit.percent':
    'Die monatlichen Kosten steigen um {percent}, von {before} auf {after}, über der Grenze von {max} (--max-increase-percent).',
  'cli.diff.limit.percentFromZero':
    'Die monatlichen Kosten steigen von {before} auf {after}: jeder Anstieg von null liegt über der Grenze von {max} (--max-increase-percent).',
  'cli.diff.limit.noFitAfter':
    'Keine Bereitstellung passt zum geänderten Szenario, daher können seine Kosten die angegebenen Grenzen nicht einhalten.',
  'cli.diff.limit.noFitBefore':
    'Keine Bereitstellung passt zum Basis-Szenario, daher lässt sich die Änderung nicht an den angegebenen Grenzen messen.',
  'cli.diff.summary.up':
    '{name}: die monatlichen Kosten steigen von {before} auf {after}, {change}.',
  'cli.diff.summary.down':
    '{name}: die monatlichen Kosten sinken von {before} auf {after}, {change}.',
  'cli.diff.summary.same': '{name}: die monatlichen Kosten bleiben bei {cost}.',
  'cli.diff.summary.noFitBefore':
    '{name}: keine Bereitstellung passt zum Basis-Szenario; das geänderte kostet {after} im Monat.',
  'cli.diff.summary.noFitAfter':
    '{name}: keine Bereitstellung passt zum geänderten Szenario; das Basis-Szenario kostete {before} im Monat.',
  'cli.diff.summary.noFitBoth': '{name}: zu keinem der beiden Szenarien passt eine Bereitstellung.',
  'cli.diff.service':
    'Der Dienst wechselt von {before} zu {after}: jede Seite wird nach dem Leitfaden ihres eigenen Dienstes dimensioniert.',
  'cli.diff.change': '{money} ({percent})',
  'cli.diff.column.before': 'Vorher',
  'cli.diff.column.after': 'Nachher',
  'cli.diff.column.change': 'Änderung',
  'cli.diff.workloads': 'Arbeitslasten, die die Kosten am stärksten bewegt haben',
  'cli.diff.workloads.column': 'Arbeitslast',
  'cli.diff.workload.added': '{name} (hinzugefügt)',
  'cli.diff.workload.removed': '{name} (entfernt)',
  'cli.diff.workloads.none': 'Der Kostenanteil keiner Arbeitslast hat sich geändert.',
  'cli.diff.workloads.unknown':
    'Ohne Bereitstellung auf einer Seite lässt sich die Änderung nicht nach Arbeitslasten aufteilen.',
  'cli.diff.workloads.more': {
    one: '… und {count} weitere Arbeitslast, zusammen {change}.',
    other: '… und {count} weitere Arbeitslasten, zusammen {change}.',
  },
  'cli.diff.workloads.how':
    'Der Kostenanteil einer Arbeitslast stammt aus dem Plan: die Units nach ihrem Anteil am maßgeblichen Grenzwert, die Nachrichten über die enthaltenen hinaus nach ihrem Anteil an den abgerechneten Nachrichten.',
  'cli.diff.open.before': 'Basis-Szenario öffnen',
  'cli.diff.open.after': 'Geändertes Szenario öffnen',
  'exportImport.print.caption': 'Arbeitslasten dieses Szenarios',
  'exportImport.print.link': 'Dieses Szenario im Dashboard öffnen',
  'exportImport.print.madeOn': 'Erstellt am {date}.',
  'exportImport.print.prices': 'Die Preise dieses Plans',
  'exportImport.prices.default': '{price}, Standardwert des Katalogs',
  'exportImport.prices.own': '{price}, Ihr eigener Preis',
  'exportImport.prices.list': '{price}, aus der Preisliste',
  'exportImport.prices.likePremiumP1': '{price}, wie Premium_P1 (kein eigener Preis)',
  'exportImport.prices.likeStandard': '{price}, wie Standard_S1 (kein eigener Preis)',
  'exportImport.prices.notPriced':
    'keiner in dieser Währung: Der Verkehr zwischen Regionen ist nicht bepreist',

  // growth
  'growth.title': 'Wachstumsreserve',
  'growth.hint':
    'Jeder Grenzwert beim empfohlenen Tarif, während die Nutzerzahl wächst: die Verbindungen jeder Arbeitslast und ihre Sender, wo diese mitwachsen (je Arbeitslast einstellbar). Serververbindungen bleiben unverändert. Ein Broadcast, dessen Sender ebenfalls wachsen, wächst quadratisch: Mehr Sender erreichen mehr Verbindungen.',
  'growth.chart.label':
    'Diagramm: Auslastung jedes Grenzwerts bei {tier}, während die Arbeitslast von ×0,5 auf ×10 wächst',
  'growth.legend': 'Datenreihen',
  'growth.tick': '×{factor}',
  'growth.now': 'Jetzt',
  'growth.target': 'Ziel {percent}',
  'growth.limit': 'Grenzwert',
  'growth.connectionTarget': 'Ziel Verbindungen {percent}',
  'growth.tooltip.title': 'Arbeitslast ×{factor}',
  'growth.lead': 'Bei {tier}:',
  'growth.crossing.target': '{limit}: erreicht das Ziel von {percent} bei ×{factor}.',
  'growth.crossing.limit': '{limit}: erreicht den Grenzwert ({percent}) bei ×{factor}.',
  'growth.crossing.targetNever': '{limit}: bleibt bis ×{factor} unter dem Ziel von {percent}.',
  'growth.crossing.limitNever': '{limit}: bleibt bis ×{factor} unter dem Grenzwert ({percent}).',
  'growth.headroom':
    'Die Arbeitslast kann bis ×{factor} wachsen, bevor ihr erster Grenzwert, {limit}, seine Schwelle erreicht.',
  'growth.headroom.none':
    'Keine Wachstumsreserve: Der maßgebliche Grenzwert, {limit}, hat seine Schwelle bereits erreicht.',
  'growth.noFit':
    'Kein Tarif passt zu diesem Szenario, daher gibt es keinen empfohlenen Tarif, auf dem es wachsen könnte.',
  'growth.empty': 'Fügen Sie eine Arbeitslast hinzu, um zu sehen, wie sie wachsen würde.',
  'growth.table.show': 'Als Tabelle anzeigen',
  'growth.table.caption': 'Auslastung jedes Grenzwerts bei {tier} nach Wachstumsfaktor',
  'growth.table.factor': 'Wachstum',

  'growth.steps.title': 'Der Plan, wenn das Publikum wächst',
  'growth.steps.hint':
    'Geplant wie das Szenario selbst (seine Instanzen, Regionen, sein Tag und seine Autoskalierung); wo sich der Tarif ändert, was das eine bereits laufende Instanz kostet.',
  'growth.steps.step': '×{factor}: {deployment}',
  'growth.steps.noFit': '×{factor}: kein Tarif passt',
  // guideTables
  'guideTables.title': 'Die Tabellen des Leitfadens',
  'guideTables.lead':
    'Jede Benchmarktabelle aus dem Leitfaden zur Leistung für Azure SignalR Service von Microsoft, so wie das Tool sie liest. Die Werte stehen wie gedruckt da; wo ein gedruckter Wert der eigenen Formel des Leitfadens widerspricht, ist die Zelle mit ⚠ markiert und das Tool verwendet die Formel.',
  'guideTables.lead.webPubSub':
    'Jede Benchmarktabelle des Leistungsleitfadens von Microsoft für Azure Web PubSub, so wie die Engine sie liest. Werte erscheinen wie gedruckt; wo ein gedruckter Wert der eigenen Formel des Leitfadens widerspricht, ist die Zelle mit ⚠ markiert und die Engine verwendet die Formel.',
  'guideTables.source.webPubSub':
    '{title} (MicrosoftDocs/azure-docs, {file}), {edition}: die Seite vom {date}, gelesen bei Commit {commit}.',
  'guideTables.editions': 'Angezeigte Ausgabe des Leitfadens',
  'guideTables.source': {
    one: '{title}, {edition}: Übersetzung ({languages}).',
    other: '{title}, {edition}: Übersetzungen ({languages}).',
  },
  'guideTables.source.dated': {
    one: '{title}, {edition}: Übersetzung ({languages}) vom {dates}.',
    other: '{title}, {edition}: Übersetzungen ({languages}) vom {dates}.',
  },
  'guideTables.method':
    'Jeder Benchmark sendet Nachrichten von {bytes} B, jeder Sender im Abstand von {interval}.',
  'guideTables.bandwidthUnits':
    'Bandbreiten wie im Leitfaden angegeben: 1 KB/s sind {kbps} B/s und 1 MB/s sind {mbps} B/s, also ergeben 1.000 Verbindungen × 2.048 B/s „2 MB/s“. (Die deutsche Übersetzung des Leitfadens schreibt „MBit/s“ und „KBit/s“, meint aber Byte pro Sekunde.)',
  'guideTables.quickSkipped':
    'Die Tabellen der Schnellauswertung wiederholen die Fallstudien zu Echo und Broadcast und werden hier nicht erneut gezeigt.',
  'guideTables.slipCount': {
    one: '{count} gedruckter Wert ist in dieser Ausgabe mit ⚠ markiert.',
    other: '{count} gedruckte Werte sind in dieser Ausgabe mit ⚠ markiert.',
  },
  'guideTables.slipCount.none':
    'In dieser Ausgabe widerspricht kein gedruckter Wert der Formel des Leitfadens.',
  'guideTables.throughput': 'Durchsatz',
  'guideTables.throughput.lead': 'Was der Dienst bei jeder Anzahl von Units bewältigt hat.',
  'guideTables.appServers': 'App-Server',
  'guideTables.appServers.lead':
    'Wie viele App-Server die Benchmarks bei jeder Anzahl von Units verwendet haben.',
  'guideTables.provenance': '{edition} · {section}',
  'guideTables.column.units': 'Units',
  'guideTables.row.connections': 'Verbindungen',
  'guideTables.row.groupMemberCount': 'Anzahl der Gruppenmitglieder',
  'guideTables.row.groupCount': 'Gruppenanzahl',
  'guideTables.row.inboundMessagesPerSecond': 'Eingehende Nachrichten pro Sekunde',
  'guideTables.row.outboundMessagesPerSecond': 'Ausgehende Nachrichten pro Sekunde',
  'guideTables.row.inboundBytesPerSecond': 'Eingehende Bandbreite',
  'guideTables.row.outboundBytesPerSecond': 'Ausgehende Bandbreite',
  'guideTables.row.messagesPerSecond': 'Ein-/Ausgehende Nachrichten pro Sekunde',
  'guideTables.row.bytesPerSecond': 'Ein-/Ausgehende Bandbreite',
  'guideTables.row.appServers': 'Anzahl der App-Server',
  'guideTables.bandwidth.Bps': '{value} B/s',
  'guideTables.bandwidth.KBps': '{value} KB/s',
  'guideTables.bandwidth.MBps': '{value} MB/s',
  'guideTables.table.quickEcho': 'Schnellauswertung: Echo',
  'guideTables.table.quickBroadcast': 'Schnellauswertung: Broadcast',
  'guideTables.table.echo': 'Echo',
  'guideTables.table.broadcast': 'Broadcast',
  'guideTables.table.smallGroup': 'An kleine Gruppe senden',
  'guideTables.table.bigGroup': 'An große Gruppe senden',
  'guideTables.table.connection': 'An Verbindung senden',
  'guideTables.table.restBroadcast': 'Übertragen über die REST-API',
  'guideTables.table.restUser': 'Über die REST-API an Benutzer senden',
  'guideTables.appServerTable.aspnetcore.echo': 'App-Server für „Echo“',
  'guideTables.appServerTable.aspnetcore.broadcast': 'App-Server für „Broadcast“',
  'guideTables.appServerTable.aspnetcore.smallGroup': 'App-Server für „An kleine Gruppe senden“',
  'guideTables.appServerTable.aspnetcore.bigGroup': 'App-Server für „An große Gruppe senden“',
  'guideTables.appServerTable.aspnetcore.connection': 'App-Server für „An Verbindung senden“',
  'guideTables.appServerTable.aspnet.echo': 'App-Server für „Echo“ – ASP.NET SignalR',
  'guideTables.appServerTable.aspnet.broadcast': 'App-Server für „Broadcast“ – ASP.NET SignalR',
  'guideTables.appServerTable.aspnet.smallGroup':
    'App-Server für „An kleine Gruppe senden“ – ASP.NET SignalR',
  'guideTables.appServerTable.aspnet.bigGroup':
    'App-Server für „An große Gruppe senden“ – ASP.NET SignalR',
  'guideTables.appServerTable.aspnet.connection':
    'App-Server für „An Verbindung senden“ – ASP.NET SignalR',
  'guideTables.slip.printed': 'Versehen, gedruckt:',
  'guideTables.slip.formula': 'Formel: {value}',
  'guideTables.slip.notes': 'Versehen in dieser Tabelle',
  'guideTables.slip.note':
    '{row} bei Unit {units}: gedruckt {printed}; die Formel des Leitfadens ergibt {formula} ({formulaText}). Das Tool verwendet den Formelwert.',
  'guideTables.contradictions': 'Wo sich der Leitfaden widerspricht',
  'guideTables.contradictions.lead':
    'Jeder Widerspruch zwischen Tabellen und die Regel, der das Tool folgt.',
  'guideTables.contradiction.tables': 'Tabellen: {tables}.',
  'guideTables.contradiction.units': 'Bei Unit {units}.',
  'guideTables.contradiction.engine': 'Das Tool:',
  'guideTables.notes': 'Hinweise des Leitfadens',
  'guideTables.guideWords': 'Die Worte des Leitfadens:',

  // guideData
  // The title as the guide's German translation prints it.
  'guideData.title': 'Leitfaden zur Leistung für Azure SignalR Service',
  'guideData.title.webPubSub': 'Leistungsleitfaden für den Azure Web PubSub-Dienst',
  'guideData.heading.finding-a-proper-sku': 'Suchen einer geeigneten SKU',
  'guideData.heading.quick-evaluation': 'Schnellauswertung',
  'guideData.heading.case-study': 'Fallstudie',
  'guideData.heading.default-mode': 'Standardmodus',
  'guideData.heading.serverless-mode': 'Serverloser Modus',
  'guideData.heading.echo': 'Echo',
  'guideData.heading.broadcast': 'Broadcast',
  'guideData.heading.send-to-group': 'An Gruppe senden',
  'guideData.heading.small-group': 'Kleine Gruppe',
  'guideData.heading.big-group': 'Große Gruppe',
  'guideData.heading.send-to-connection': 'An Verbindung senden',
  'guideData.heading.aspnet-signalr-echo-broadcast-and-send-to-small-group':
    '„Echo“, „Broadcast“ und „An kleine Gruppe senden“ – ASP.NET SignalR',
  'guideData.heading.broadcast-through-rest-api': 'Übertragen über die REST-API',
  'guideData.heading.send-to-user-through-rest-api': 'Über die REST-API an Benutzer senden',
  'guideData.heading.send-to-groups-through-web-pubsub-subprotocol':
    'Senden an Gruppen über das Web PubSub-Unterprotokoll',
  'guideData.heading.triggering-cloud-event': 'Auslösen eines Cloudereignisses',
  'guideData.heading.rest-api': 'REST-API',
  'guideData.note.serverLoad70':
    'Die Latenz innerhalb des Diensts bleibt niedrig, solange die Serverlast unter {serverLoadShare} liegt.',
  'guideData.note.routingCostAt50':
    'Ab Unit {unit} verursachen Szenarien, die an kleine Gruppen (Gruppengröße < {groupSize}) oder an einzelne Verbindungen senden, hohe Routingkosten, die die Serverlast nicht zeigt. Prüfen Sie die Tabellen „An kleine Gruppe senden“ und „An Verbindung senden“.',
  'guideData.note.premiumP2Beyond100':
    'Über {units} Units hinaus skalieren Sie auf Premium_P2 hoch.',
  'guideData.note.groupSizesNotHardLimits':
    'Gruppenanzahl und Mitgliederzahl sind keine festen Grenzwerte. Mit einer eigenen Gruppe je Verbindung ist die Leistung ähnlich wie bei „An Verbindung senden“.',
  'guideData.note.smallGroupContactSupport':
    'Kleine Gruppen erreichen bei Unit {unit} die Routingkostengrenze; Unit {maxUnit} kann das nicht verbessern. Wenn Sie mehr eingehende Bandbreite benötigen, wenden Sie sich an den Kundensupport.',
  'guideData.note.smallGroupRoutingNotInServerLoad':
    'Bei Units {units} trägt ein Szenario, das vor allem an kleine Gruppen (weniger als {groupSize} Mitglieder) sendet, hohe Routingkosten, die die Serverlast nicht enthält: Prüfen Sie die Tabelle für kleine Gruppen.',
  'guideData.note.smallGroupPremiumP2':
    'Kleine Gruppen erreichen bei Unit {unit} die Routingkostengrenze; Unit {maxUnit} kann das nicht verbessern. Für mehr eingehende Bandbreite skalieren Sie auf Premium_P2 hoch (mehr als {premiumP2AboveUnits} Units).',
  'guideData.note.groupCountsNotHardLimits':
    'Die Gruppenanzahl und die Anzahl der Gruppenmitglieder in den Tabellen sind keine festen Grenzen: Sie wurden für einen stabilen Benchmark gewählt.',
  'guideData.note.bigGroupOutboundBound':
    'Beim Senden an große Gruppen ist die ausgehende Bandbreite vor den Routingkosten erschöpft: Die Tabelle für große Gruppen gibt die maximale ausgehende Bandbreite an.',
  'guideData.note.upstreamHttp11':
    'Der Benchmark des Upstreams (Ereignishandlers) lief über HTTP 1.1; ein Upstream mit HTTP 2.0 schneidet besser ab.',
  'guideData.note.echoInboundEqualsOutbound':
    'Beim Echo schreibt der Upstream jede Nachricht in seiner HTTP-Antwort zurück, daher ist die maximale eingehende Bandbreite gleich der maximalen ausgehenden.',
  'guideData.note.restUserNamedClients':
    'Der Benchmark „Über die REST-API an Benutzer senden“ hat jedem Client vor dem Verbinden einen Benutzernamen zugewiesen.',
  'guideData.note.restBroadcastSameAsBigGroup':
    'Übertragen über die REST-API hat dieselbe Bandbreite wie das Senden an eine große Gruppe.',
  'guideData.note.upstreamNotBottleneck':
    'Die Tabellen setzen voraus, dass der Upstream leistungsfähig genug ist und nicht zum Engpass wird.',
  'guideData.note.messagesUnder1KB':
    'Eine Nachricht unter {messageBytes} B belastet den Dienst wie eine mit {messageBytes} Byte.',
  'guideData.note.benchmarkDefaults':
    'Jeder Benchmark sendet Nachrichten zu {messageBytes} B, jeder Sender einmal alle {sendIntervalSeconds} s.',
  'guideData.note.notAHardLimit':
    'Der maximale Durchsatz ist der höchste, bei dem {messageShare} der Nachrichten innerhalb von {latencySeconds} s ankommen; er ist keine feste Grenze.',
  'guideData.note.throttlingPerTier':
    'Jeder Tarif hat eine eigene Drosselungsrichtlinie für den Durchsatz: Sein Maximum ist der höchste Durchsatz, bei dem {messageShare} der Nachrichten innerhalb von {latencySeconds} s ankommen.',
  'guideData.note.tablesStopAtUnit':
    'Die Tabellen enden bei Unit {units}: Über mehr Units sagt diese Ausgabe nichts.',
  'guideData.slip.sameRateAtOtherUnits':
    'Gedruckt sind {printed} für dieselben {messagesPerSecond} Nachr./s, die bei Unit {units} jeweils {formula} ergeben.',
  'guideData.slip.twiceTheRateAndBroadcast':
    'Gedruckt sind {printed}: doppelt so viel, wie die {messagesPerSecond} ausgehenden Nachr./s ergeben, und doppelt so viel wie die maximale ausgehende Bandbreite von „Broadcast“ bei Unit {unit} ({broadcastBytesPerSecond}).',
  'guideData.slip.halfTheRate':
    'Gedruckt sind {printed} für {messagesPerSecond} Nachr./s; jede andere Spalte der Tabelle ist Nachr./s × {messageBytes} B.',
  'guideData.slip.sameSlipOutbound': 'Dasselbe Versehen in der Zeile der ausgehenden Bandbreite.',
  'guideData.slip.bigGroupMembers':
    'Der Leitfaden definiert eine große Gruppe als (maximale Verbindungen) / 10 Mitglieder, und die ausgehenden Nachrichten pro Sekunde der Tabelle selbst ({messagesPerSecond} × {formula}) stimmen damit überein, nicht mit der gedruckten Mitgliederzahl.',
  'guideData.slipFormula.bytesPerSecond':
    '{messagesPerSecond} Nachr./s × {messageBytes} B = {formula}',
  'guideData.slipFormula.groupMemberCount': 'Verbindungen / 10 = {connections} / 10 = {formula}',
  'guideData.contradiction.connectionUnit20Column':
    'Die Tabelle „An Verbindung senden“ druckt eine Spalte für Unit {unit} ({connections} Verbindungen), wo jede andere Tabelle Unit {otherUnit} druckt.',
  'guideData.contradiction.connectionP2Routing':
    'Der Text sagt, dass mehr Units „An Verbindung senden“ über Unit {unit} hinaus nicht helfen, es sei denn, Sie wechseln zu Premium_P2 (ab {premiumP2Units} Units), das das Routing stärkt; dennoch druckt die Tabelle bei Unit {units} gleichermaßen {messagesPerSecond} Nachr./s.',
  'guideData.contradiction.broadcastAppServers':
    'Der Text zu „Broadcast“ sagt, dass zwei App-Server für SLA und Leistung genügen, aber die App-Server-Tabellen drucken {appServers} bei Unit {broadcastFrom} bis {broadcastTo} (Broadcast) und {appServers} bei Unit {bigGroupUnits} (große Gruppe).',
  'guideData.contradiction.smallGroupPlateauThenPremiumP2':
    'Kleine Gruppen verharren bei Unit {units} auf {messagesPerSecond} eingehenden Nachr./s (die Routingkostengrenze) und wachsen dann mit Premium_P2 von Unit {premiumP2From} bis {premiumP2To} wieder.',
  'guideData.contradiction.sevenTiersEightColumns':
    'Die Übersicht spricht von sieben Standard-Tarifen, während die Tabellen acht Spalten drucken ({columns}).',
  'guideData.contradiction.serverConnectionsInQuota':
    'Jeder Benchmark setzt so viele Clientverbindungen auf eine Unit, wie ihr Kontingent erlaubt ({connectionsPerUnit} pro Unit), während seine App-Server zusätzlich je {benchmark} Serververbindungen halten ({broadcastAndBigGroup} bei Broadcast und großen Gruppen); der Hersteller rechnet Serververbindungen jedoch auf dasselbe Kontingent an (Azure/azure-signalr issue 254: „{quote}“).',
  'guideData.contradiction.premiumP2Threshold':
    'Der Hinweis zur Schnellauswertung sagt, dass eine Unit-Größe über {units} Premium_P2 erfordert, und der Text zu „An Verbindung senden“ nennt Premium_P2 „Unit >= {units}“, während die englische Seite des Herstellers zur selben Ausgabe ergänzt: „{quote}“.',
  'guideData.contradiction.smallGroupOutboundExceedsBroadcast':
    'Bei Unit {unit} drucken kleine Gruppen {smallGroupMessagesPerSecond} ausgehende Nachr./s ({smallGroupBytesPerSecond}), mehr als die {broadcastMessagesPerSecond} Nachr./s ({broadcastBytesPerSecond}) von „Broadcast“, die der Leitfaden die maximale ausgehende Bandbreite nennt.',
  'guideData.contradiction.smallGroupPlateauContactSupport':
    'Kleine Gruppen stagnieren ab Unit {fromUnit} bei {messagesPerSecond} eingehenden Nachr./s; laut Leitfaden kann Unit {toUnit} das konstruktionsbedingt nicht verbessern, und für mehr soll man sich an den Support wenden.',
  'guideData.contradiction.connectionPlateau':
    '„An Verbindung senden“ stagniert ab Unit {fromUnit} bei {messagesPerSecond} Nachr./s (der Leitfaden: Unit {fromUnit} hat den Grenzwert erreicht, Unit {toUnit} kann nicht weiter verbessert werden).',
  'guideData.contradiction.sevenTiersSoldUnits':
    'Die Übersicht spricht von sieben Standard-Tarifen (den Tabellenspalten {columns}), während der Dienst {smallFrom} bis {smallTo} Units und {largeFrom} bis {largeTo} Units in Schritten von {largeStep} verkauft.',
  'guideData.contradiction.smallGroupOutboundExceedsBigGroup':
    'Bei Unit {unit} drucken kleine Gruppen {smallGroupMessagesPerSecond} ausgehende Nachr./s ({smallGroupBytesPerSecond}), mehr als die {broadcastMessagesPerSecond} Nachr./s ({broadcastBytesPerSecond}) der großen Gruppe, deren Tabelle laut Leitfaden die maximale ausgehende Bandbreite angibt.',
  'guideData.contradiction.premiumP2AtUnit100':
    'Die Tabellen drucken eine Spalte „Unit {units}“, während {units} Units sowohl als Standard_S1 oder Premium_P1 als auch als Premium_P2 ({premiumP2From} bis {premiumP2To} Units) verkauft werden; der Text zu kleinen Gruppen verweist für mehr eingehende Bandbreite auf Premium_P2 über Unit {units}, welche SKU die Spalte gemessen hat, bleibt offen.',
  'guideData.engineRule.connectionUnit20Column':
    'Unit {unit} wird wie gedruckt gelesen; Unit {otherUnit} wird zwischen Unit {below} und {unit} interpoliert ({messagesPerSecond} Nachr./s). In den anderen Tabellen wird Unit {unit} zwischen Unit {otherUnit} und {above} interpoliert.',
  'guideData.engineRule.connectionP2Routing':
    'Das Tool folgt der Tabelle: {messagesPerSecond} Nachr./s bei Unit {unit} für jede SKU, mehr erst ab Unit {risingFrom}.',
  'guideData.engineRule.atLeastTwoAppServers':
    'Das Tool empfiehlt für jede Arbeitslast im Standardmodus mindestens zwei App-Server (der Rat wegen der SLA) und den Wert der Tabelle, wo er größer ist.',
  'guideData.engineRule.smallGroupFlat':
    'Die Routingkapazität wird wie gedruckt gelesen: konstant zwischen Unit {fromUnit} und {toUnit}.',
  'guideData.engineRule.everySoldUnitCount':
    'Das Tool wertet jede Unit-Anzahl aus, die der Dienst verkauft, und interpoliert zwischen den gedruckten Spalten.',
  'guideData.engineRule.serverConnectionsInQuota':
    'Serververbindungen zählen standardmäßig zum Verbindungskontingent (countServerConnections: true), daher brauchen {clients} Clients an einem Hub {units} Units. countServerConnections: false bildet die Benchmarks wie gedruckt nach, und das Ergebnis weist auf diesen Widerspruch hin.',
  'guideData.engineRule.premiumP2Threshold':
    'Das Tool folgt der Seite des Herstellers zu den Grenzwerten, die der ersten Lesart entspricht: Standard_S1 und Premium_P1 werden mit {standardFrom} bis {standardTo} Units verkauft, Premium_P2 mit {premiumP2From} bis {premiumP2To}. Eine Empfehlung von Premium_P2 mit höchstens {flaggedUpTo} Units weist auf diesen Widerspruch hin.',
  'guideData.engineRule.broadcastIsOutboundCeiling':
    '„Broadcast“ ist die Obergrenze des ausgehenden Verkehrs für jeden Anwendungsfall (die eigene Regel des Leitfadens: die hervorgehobenen Werte für Echo und Broadcast nicht überschreiten). Daher lastet der Benchmark für kleine Gruppen bei Unit {unit} die ausgehende Bandbreite zu {outboundShare} aus, und das Tool dimensioniert ihn mit Unit {sizedAtUnit}. Das liegt auf der sicheren Seite.',
  'guideData.engineRule.smallGroupPlateauFitsNoTier':
    'Die Routingkapazität bleibt von Unit {fromUnit} bis {toUnit} bei {messagesPerSecond} Nachr./s; eine Arbeitslast darüber passt in keinen Tarif, und das Tool rät, sich an den Support zu wenden oder die Tabellen des aktuellen Leitfadens zu verwenden.',
  'guideData.engineRule.connectionPlateau':
    'Die Routingkapazität bleibt von Unit {fromUnit} bis {toUnit} bei {messagesPerSecond} Nachr./s.',
  'guideData.engineRule.bigGroupIsOutboundCeiling':
    'Die ausgehende Bandbreite der großen Gruppe ist die Obergrenze für jeden Anwendungsfall (laut Leitfaden gibt ihre Tabelle die maximale ausgehende Bandbreite an), daher brauchen die Benchmarks kleiner Gruppen bei Units {units} mehr Units als ihre Spalten.',
  'guideData.engineRule.unit100EverySku':
    'Die Engine liest die Spalte „Unit {units}“ für Standard_S1, Premium_P1 und Premium_P2 bei {units} Units gleichermaßen, darüber die eigenen Spalten von Premium_P2.',

  // headroom
  'headroom.title': 'Reserve je Tarif',
  'headroom.hint':
    'Wie viel von jedem Grenzwert jeder Tarif nutzen würde. Durchsatzgrenzwerte müssen unter dem Ziel bleiben; Verbindungen und die Nachrichten pro Tag von Free dürfen den Grenzwert erreichen.',
  'headroom.caption':
    'Im Diagramm: {tiers}. Premium_P1 ist nicht dargestellt: Seine Kapazitäten entsprechen denen von Standard_S1 bei gleicher Anzahl Units.',
  'headroom.caption.range': '{sku} × {from}–{to}',
  'headroom.caption.twin':
    'Im Diagramm: {tiers}. Premium_P1 ist nicht dargestellt: Der empfohlene Tarif {tier} hat dieselben Kapazitäten wie {twin}, der im Diagramm zu sehen ist.',
  'headroom.chart.label': 'Diagramm: Auslastung jedes Grenzwerts bei jedem Tarif',
  'headroom.legend': 'Datenreihen',
  'headroom.axis.clipped': '≥ {percent}',
  'headroom.tick.Free': 'Free',
  'headroom.tick.Standard_S1': 'S1 ×{units}',
  'headroom.tick.Premium_P1': 'P1 ×{units}',
  'headroom.tick.Premium_P2': 'P2 ×{units}',
  'headroom.target': 'Ziel {percent}',
  'headroom.limit': 'Grenzwert',
  'headroom.recommended': 'Empfohlen',
  'headroom.range.optimistic': 'Günstigste Lesart',
  'headroom.range.conservative': 'Ungünstigste Lesart',
  'headroom.connectionTarget': 'Ziel Verbindungen {percent}',
  'headroom.tooltip.value': '{percent} ({load} von {capacity})',
  'headroom.tooltip.fits': 'Passt',
  'headroom.tooltip.doesNotFit': 'Passt nicht',
  'headroom.summary':
    'Empfohlen: {tier}. Maßgeblicher Grenzwert: {binding} mit {percent}; die übrigen: {others}.',
  'headroom.summary.alone': 'Empfohlen: {tier}. Maßgeblicher Grenzwert: {binding} mit {percent}.',
  'headroom.summary.eachInstance': {
    one: '{tier} auf jeder von {count} Instanzen',
    other: '{tier} auf jeder von {count} Instanzen',
  },
  'headroom.summary.item': '{limit} {percent}',
  'headroom.summary.noFit':
    'Kein Tarif passt. Auch der nächstliegende, {tier}, überschreitet: {limits}.',
  'headroom.empty':
    'Fügen Sie eine Arbeitslast hinzu, um zu sehen, wie viel von jedem Grenzwert die Tarife nutzen würden.',
  'headroom.table.show': 'Als Tabelle anzeigen',
  'headroom.table.caption': 'Auslastung jedes Grenzwerts je Tarif',
  'headroom.table.tier': 'Tarif',
  'headroom.table.verdict': 'Ergebnis',
  'headroom.table.notApplicable': '—',
  'headroom.table.recommendedTier': '{tier} (empfohlen)',

  // keptAside
  'keptAside.heading': 'Beiseitegelegt',
  'keptAside.intro':
    'Ihre eigene Arbeit, die ein Freigabelink, ein anderer Tab, eine Vorlage, ein Import, eine Wiederherstellung oder ein Neuladen auf dem Bildschirm ersetzt hat, in diesem Browser aufbewahrt. Stellen Sie ein Szenario wieder her, um daran weiterzuarbeiten: Das Szenario auf dem Bildschirm wird an seiner Stelle beiseitegelegt.',
  'keptAside.inPageOnly':
    'Der Speicher dieses Browsers ist voll, daher werden einige davon nur auf dieser Seite aufbewahrt. Laden Sie sie herunter, bevor Sie die Seite schließen.',
  'keptAside.inPageRefused':
    'Dieser Browser hat verweigert, einige davon zu speichern ({reason}), daher werden sie nur auf dieser Seite aufbewahrt. Nichts ist verloren: Laden Sie sie herunter, bevor Sie die Seite schließen.',
  'keptAside.blocked':
    'Dieser Browser lässt die Seite nichts speichern, daher werden diese nur auf dieser Seite aufbewahrt. Stellen Sie sie wieder her oder laden Sie sie herunter, bevor Sie die Seite schließen.',
  'keptAside.overCapacity':
    'Mehr als {capacity} Szenarien sind beiseitegelegt, mehr als diese Liste halten soll. Keines wird ohne Sie entfernt: Laden Sie die nicht mehr benötigten herunter und vergessen Sie sie, beginnend mit dem ältesten, „{name}“, beiseitegelegt {date}.',
  'keptAside.overCapacity.undated':
    'Mehr als {capacity} Szenarien sind beiseitegelegt, mehr als diese Liste halten soll. Keines wird ohne Sie entfernt: Laden Sie die nicht mehr benötigten herunter und vergessen Sie sie, beginnend mit dem ältesten, „{name}“.',
  'keptAside.dropped': {
    one: '{count} beiseitegelegtes Szenario konnte nicht gelesen werden (vielleicht stammt es aus einer neueren Version dieses Tools) und wird nicht aufgeführt. Die gespeicherten Daten bleiben in diesem Browser unter „{key}“ erhalten.',
    other:
      '{count} beiseitegelegte Szenarien konnten nicht gelesen werden (vielleicht stammen sie aus einer neueren Version dieses Tools) und werden nicht aufgeführt. Die gespeicherten Daten bleiben in diesem Browser unter „{key}“ erhalten.',
  },
  'keptAside.unreadable':
    'Die Liste der beiseitegelegten Szenarien konnte nicht gelesen werden, daher wird nichts daraus aufgeführt. Es wurde nichts gelöscht: Die gespeicherten Daten bleiben in diesem Browser unter „{key}“ erhalten.',
  'keptAside.notKept':
    'Einige beiseitegelegte Szenarien konnten weder gelesen noch beiseitekopiert werden: {reason}. Bis das möglich ist, wird nichts darüber geschrieben.',
  'keptAside.untitled': 'Unbenanntes Szenario',
  'keptAside.workloads': {
    one: '{count} Arbeitslast: {names}',
    other: '{count} Arbeitslasten: {names}',
  },
  'keptAside.noWorkloads': 'Keine Arbeitslasten',
  'keptAside.reason.link': 'Durch einen Freigabelink ersetzt',
  'keptAside.reason.otherTab': 'Durch die Version eines anderen Tabs ersetzt',
  'keptAside.reason.restore': 'Beim Wiederherstellen eines anderen ersetzt',
  'keptAside.reason.preset': 'Durch eine Vorlage ersetzt',
  'keptAside.reason.import': 'Durch ein importiertes Szenario ersetzt',
  'keptAside.reason.metrics': 'Durch eine Neudimensionierung aus gemessenen Metriken ersetzt',
  'keptAside.reason.library': 'Durch ein geöffnetes gespeichertes Szenario ersetzt',
  'keptAside.reason.undo':
    'Ersetzt, als Sie den Schritt rückgängig machten oder wiederholten, der es geöffnet hatte',
  'keptAside.reason.reload':
    'In der Adresse dieses Tabs geblieben, als ein Neuladen die später gespeicherte Version öffnete',
  'keptAside.keptAt': 'Beiseitegelegt am {date}',
  'keptAside.restore': 'Wiederherstellen',
  'keptAside.restore.label': '{name} wiederherstellen',
  'keptAside.download': 'Herunterladen',
  'keptAside.download.label': '{name} herunterladen',
  'keptAside.forget': 'Verwerfen',
  'keptAside.forget.label': '{name} verwerfen',
  // library
  'issue.tooBig': 'darf höchstens {maximum} sein',
  'issue.tooBigItems': {
    one: 'darf höchstens {count} Eintrag enthalten',
    other: 'darf höchstens {count} Einträge enthalten',
  },
  'issue.tooSmall': 'muss mindestens {minimum} sein',
  'issue.tooSmallExclusive': 'muss größer als {minimum} sein',
  'issue.zeroOrAtLeast': 'muss 0 oder mindestens {minimum} sein',
  'issue.priceNeeded':
    'wird gebraucht: diese Preise sind in einer anderen Währung oder stammen aus einer Preisliste, und die Standardwerte des Katalogs sind US-Dollar',
  'issue.writtenLike': 'muss wie {example} geschrieben sein',
  'issue.hoursInDay': {
    one: 'braucht {count} Stunde, je einen Wert',
    other: 'braucht {count} Stunden, je Stunde einen Wert',
  },
  'issue.wholeNumber': 'muss eine ganze Zahl sein',
  'issue.type.number': 'muss eine Zahl sein',
  'issue.type.text': 'muss ein Text sein',
  'issue.type.list': 'muss eine Liste sein',
  'issue.type.object': 'muss ein Objekt sein',
  'issue.type.other': 'hat den falschen Typ',
  'issue.notOneOf': 'muss einer dieser Werte sein: {values}',
  'issue.unknownFields': { one: 'unbekanntes Feld: {keys}', other: 'unbekannte Felder: {keys}' },
  'issue.unknownFieldsMore': {
    one: 'unbekannte Felder: {keys} und {count} weiteres',
    other: 'unbekannte Felder: {keys} und {count} weitere',
  },
  'issue.fieldName': '„{name}“',
  'issue.fieldNames.separator': ', ',
  'issue.notForService.webPubSub':
    'gehört nicht in ein Szenario für Azure Web PubSub: Sein Leitfaden misst Echo über den Upstream, Gruppen, Senden an Benutzer und Übertragen über die REST-API, über WebSocket, ohne Hubserver',
  'issue.notForService.signalr':
    'ist eine Ausgabe des Leitfadens für Azure Web PubSub, nicht für Azure SignalR Service',
  'issue.invalid': 'ist ungültig',
  'library.heading': 'Gespeicherte Szenarien',
  'library.intro':
    'Bewahren Sie benannte Versionen Ihres Szenarios in diesem Browser auf, öffnen Sie sie wieder oder vergleichen Sie zwei davon.',
  'library.unavailable':
    'Dieser Browser lässt die Seite nichts speichern (privater Modus oder ein Frame in einer Sandbox), daher ist das Speichern deaktiviert.',
  'library.unreadable':
    'Die gespeicherten Szenarien konnten nicht gelesen werden. Es wurde nichts gelöscht: Die gespeicherten Daten bleiben in diesem Browser unter „{key}“ erhalten.',
  'library.notKept':
    'Einige gespeicherte Szenarien konnten weder gelesen noch beiseitekopiert werden: {reason}. Bis das möglich ist, wird nichts darüber gespeichert.',
  'backup.failure.noRoom': 'der Speicher dieses Browsers ist voll',
  'backup.failure.refused': 'dieser Browser hat die Kopie verweigert ({reason})',
  'backup.failure.slotsFull':
    'dieser Browser hält bereits {count} frühere nicht lesbare Kopien unter „{key}“ bis „{key}:{count}“, mehr behält die Seite nicht',
  'library.readFailed':
    'Die gespeicherten Szenarien konnten nicht gelesen werden: Der Browser hat den Zugriff auf seinen Speicher verweigert. Es wird nichts darüber gespeichert.',
  'library.dropped': {
    one: '{count} gespeichertes Szenario konnte nicht gelesen werden und ist ausgeblendet. Die gespeicherten Daten bleiben in diesem Browser unter „{key}“ erhalten.',
    other:
      '{count} gespeicherte Szenarien konnten nicht gelesen werden und sind ausgeblendet. Die gespeicherten Daten bleiben in diesem Browser unter „{key}“ erhalten.',
  },
  'library.save.name': 'Aktuelles Szenario speichern unter…',
  'library.save.button': 'Speichern',
  'library.save.saved': '„{name}“ gespeichert.',
  'library.save.replaced': '„{name}“ durch das aktuelle Szenario ersetzt.',
  'library.confirm.message':
    'Ein Szenario namens „{name}“ ist bereits gespeichert ({date}). Durch das aktuelle Szenario ersetzen?',
  'library.confirm.replace': 'Ersetzen',
  'library.cancel': 'Abbrechen',
  'library.error.emptyName': 'Geben Sie dem Szenario einen Namen.',
  'library.error.full':
    'Die Bibliothek ist voll: Sie fasst höchstens {count} Szenarien. Löschen Sie eines, um ein weiteres zu speichern.',
  'library.error.quota':
    'Der Speicher des Browsers ist voll, daher wurde nichts gespeichert. Löschen Sie gespeicherte Szenarien, um Platz zu schaffen.',
  'library.error.quotaOutside':
    'Der Speicher des Browsers ist voll, daher wurde nichts gespeichert. Es gibt keine gespeicherten Szenarien zum Löschen: Andere Daten dieser Website belegen den Platz. Laden Sie das Szenario herunter, um es zu behalten.',
  'library.download': 'Szenario herunterladen',
  'library.error.writeFailed': 'Der Browser hat das Speichern des Szenarios verweigert.',
  'library.error.refused':
    'Der Browser hat das Speichern des Szenarios verweigert ({reason}). Nichts ist verloren: Ihre Arbeit bleibt auf dem Bildschirm, und Sie können sie herunterladen.',
  'library.error.deleteQuota':
    'Der Speicher des Browsers ist voll und hat selbst diese Änderung verweigert, daher wurde „{name}“ nicht gelöscht: Es bleibt gespeichert. Nichts ist verloren.',
  'library.error.renameQuota':
    'Der Speicher des Browsers ist voll, daher wurde „{name}“ nicht umbenannt: Es behält seinen Namen. Nichts ist verloren. Löschen Sie gespeicherte Szenarien, die Sie nicht mehr brauchen, um Platz zu schaffen.',
  'library.error.deleteRefused':
    'Der Browser hat das Löschen von „{name}“ verweigert ({reason}): Es bleibt gespeichert. Nichts ist verloren.',
  'library.error.renameRefused':
    'Der Browser hat das Umbenennen von „{name}“ verweigert ({reason}): Es behält seinen Namen. Nichts ist verloren.',
  'library.error.past':
    'Zuvor: {error} Der Browser hat Ihre Änderungen inzwischen gespeichert, versuchen Sie es also erneut.',
  'library.error.backupFailed':
    'Das Speichern ist angehalten: Die nicht lesbaren gespeicherten Szenarien konnten nicht beiseitegelegt werden, und jetzt zu speichern würde sie überschreiben.',
  'library.error.readFailed':
    'Das Speichern ist deaktiviert: Der Browser hat das Lesen der gespeicherten Szenarien verweigert, und jetzt zu speichern könnte sie überschreiben.',
  'library.error.nameTaken': 'Ein anderes gespeichertes Szenario heißt bereits „{name}“.',
  'library.error.notFound':
    'Dieses Szenario ist nicht mehr gespeichert (möglicherweise hat ein anderer Tab es gelöscht).',
  'library.empty': 'Noch keine gespeicherten Szenarien.',
  'library.item.savedAt': 'Gespeichert: {date}',
  'library.item.tier': 'Empfohlen: {tier}',
  'library.item.noFit': 'Kein Tarif passt',
  'library.open': 'Öffnen',
  'library.open.label': '{name} öffnen',
  'library.rename': 'Umbenennen',
  'library.rename.label': '{name} umbenennen',
  'library.delete': 'Löschen',
  'library.delete.label': '{name} löschen',
  'library.compare': 'Vergleichen',
  'library.compare.label': '{name} vergleichen',
  'library.rename.field': 'Neuer Name',
  'library.rename.save': 'Namen speichern',
  'library.renamed': '„{from}“ in „{to}“ umbenannt.',
  'library.deleted': '„{name}“ gelöscht.',
  'library.undo': 'Rückgängig',
  'library.undo.label': 'Löschen von {name} rückgängig machen',
  'library.restored': '„{name}“ wiederhergestellt.',
  'library.opened': '„{name}“ geöffnet.',
  'library.opened.autoSaved':
    '„{name}“ geöffnet. Ihr vorheriges Szenario war nirgends gespeichert und wurde daher als „{saved}“ gespeichert.',
  'library.open.blocked':
    '„{name}“ wurde nicht geöffnet: Ihr aktuelles Szenario ist nirgends gespeichert und konnte nicht aufbewahrt werden. {reason}',
  'library.autoSaveName': 'Ungespeicherte Arbeit {date}',
  'library.numberedName': '{name} ({count})',
  'library.compare.heading': 'Zwei Szenarien vergleichen',
  'library.compare.a': 'Szenario A',
  'library.compare.b': 'Szenario B',
  'library.compare.working': 'Aktuelles Szenario',
  'library.compare.close': 'Vergleich schließen',
  'library.compare.caption': '{a} (A) im Vergleich mit {b} (B)',
  'library.compare.measure': 'Kennzahl',
  'library.compare.columnA': 'A: {name}',
  'library.compare.columnB': 'B: {name}',
  'library.compare.difference': 'Differenz (B − A)',
  'library.compare.row.connections': 'Verbindungen',
  'library.compare.row.inboundMessages': 'Eingehende Nachrichten',
  'library.compare.row.outboundMessages': 'Ausgehende Nachrichten',
  'library.compare.row.inboundBandwidth': 'Eingehende Bandbreite',
  'library.compare.row.outboundBandwidth': 'Ausgehende Bandbreite',
  'library.compare.row.billedMessages': 'Abgerechnete Nachrichten pro Tag',
  'library.compare.row.tier': 'Empfohlener Tarif',
  'library.compare.row.monthlyCost': 'Monatliche Kosten',
  'library.compare.row.appServers': 'App-Server',
  'library.compare.row.utilization': 'Auslastung: {limit}',
  'library.compare.utilizationHint':
    'Jeder Grenzwert ist der genutzte Anteil beim jeweils eigenen empfohlenen Tarif des Szenarios; 100 % ist das Maximum des Leitfadens.',
  'library.compare.higher': '+{value} (höher)',
  'library.compare.lower': '−{value} (niedriger)',
  'library.compare.same': 'Gleich',
  'library.compare.tierSame': 'Gleicher Tarif',
  'library.compare.tierDifferent': 'Anderer Tarif',
  'library.compare.noTier': 'Kein Tarif passt',
  'library.compare.none': '—',
  'library.compare.none.label': 'Keiner: Kein Tarif passt',
  'library.compare.notComparable': 'Nicht vergleichbar',
  'library.compare.points': {
    one: '{count} Prozentpunkt',
    other: '{count} Prozentpunkte',
  },

  // notices
  'notices.label': 'Hinweise',
  'notices.dismiss': 'Ausblenden',
  'notices.badLink.title': 'Dieser Link konnte nicht geöffnet werden',
  'notices.badLink.corrupt':
    'Der Link ist beschädigt oder abgeschnitten (manche Chat- und Mail-Apps kürzen lange Links). Kopieren Sie ihn erneut von dort, wo er geteilt wurde.',
  'notices.badLink.tooLong':
    'Der Link ist weit länger, als ein Szenario je braucht, und wurde daher nicht geöffnet.',
  'notices.badLink.codecUnavailable':
    'Die Seite konnte den Teil ihres Codes, der Links liest, nicht laden (vielleicht ist die Verbindung abgerissen). Laden Sie die Seite neu, um es erneut zu versuchen.',
  'notices.badLink.newerVersion':
    'Der Link wurde von einer neueren Version dieses Tools erstellt (Linkformat {version}). Öffnen Sie ihn mit derselben Version, oder bitten Sie um einen neuen Link.',
  'notices.badLink.invalid':
    'Der Link enthält Werte, die das Szenarioformat nicht zulässt, und wurde daher nicht geöffnet:',
  'notices.badLink.moreIssues': {
    one: '…und {count} weiteres Problem.',
    other: '…und {count} weitere Probleme.',
  },
  'notices.badLink.ownKept': 'Ihr eigenes Szenario wird unverändert angezeigt.',
  'notices.openedLink.title': 'Geteiltes Szenario geöffnet',
  'notices.openedLink.body':
    'Ihr eigenes Szenario wurde aufbewahrt. Sie können jederzeit dorthin zurückkehren.',
  'notices.openedLink.inPageOnly':
    'Im Speicher dieses Browsers war kein Platz, um Ihr eigenes Szenario beiseitezulegen: Es wird auf dieser Seite aufbewahrt, und die Seite speichert nichts über das, was der Speicher davon hält. Stellen Sie es wieder her oder laden Sie es herunter, bevor Sie die Seite schließen.',
  'notices.openedLink.inPageRefused':
    'Dieser Browser hat verweigert, Ihr eigenes Szenario beiseitezulegen ({reason}): Es wird auf dieser Seite aufbewahrt, und die Seite speichert nichts über das, was der Speicher davon hält. Nichts ist verloren: Stellen Sie es wieder her oder laden Sie es herunter, bevor Sie die Seite schließen.',
  'notices.openedLink.blocked':
    'Dieser Browser lässt die Seite nichts speichern, daher wird Ihr eigenes Szenario nur auf dieser Seite aufbewahrt. Stellen Sie es wieder her oder laden Sie es herunter, bevor Sie die Seite schließen.',
  'notices.openedLink.restore': 'Mein Szenario wiederherstellen',
  'notices.openedLink.download': 'Mein Szenario herunterladen',
  'notices.storageUnreadable.title': 'Ihr gespeichertes Szenario konnte nicht gelesen werden',
  'notices.storageUnreadable.newerVersion':
    'Es wurde von einer neueren Version dieser Seite gespeichert (Format {version}), die diese nicht lesen kann.',
  'notices.storageUnreadable.body':
    'Stattdessen wird das Beispiel angezeigt. Die nicht lesbare Kopie bleibt in diesem Browser unter „{key}“ erhalten.',
  'notices.storageUnreadable.notKept':
    'Stattdessen wird das Beispiel angezeigt. Für eine Kopie der nicht lesbaren Daten war kein Platz, daher bleiben sie, wo sie waren, und die Seite speichert nicht darüber: Ihre Änderungen hier werden nicht gespeichert. Laden Sie die Daten herunter, um sie aufzubewahren, und lassen Sie die Seite dann speichern.',
  'notices.storageUnreadable.refused':
    'Stattdessen wird das Beispiel angezeigt. Dieser Browser hat verweigert, die nicht lesbaren Daten beiseitezukopieren ({reason}), daher bleiben sie, wo sie waren, und die Seite speichert nicht darüber: Ihre Änderungen hier werden nicht gespeichert. Laden Sie die Daten herunter, um sie aufzubewahren, und lassen Sie die Seite dann speichern.',
  'notices.storageUnreadable.slotsFull':
    'Stattdessen wird das Beispiel angezeigt. Dieser Browser hält bereits {count} frühere nicht lesbare Kopien („{key}“ und „{key}:2“ bis „{key}:{count}“), mehr behält die Seite nicht. Daher bleiben diese Daten, wo sie waren, und die Seite speichert nicht darüber: Ihre Änderungen hier werden nicht gespeichert. Laden Sie die Daten herunter, um sie aufzubewahren, oder entfernen Sie eine frühere Kopie, und lassen Sie die Seite dann speichern.',
  'notices.storageUnreadable.download': 'Nicht lesbare Daten herunterladen',
  'notices.storageUnreadable.overwrite': 'Meine Arbeit darüber speichern',
  'notices.storageReadFailed.title':
    'Dieser Browser hat das Lesen Ihrer gespeicherten Arbeit verweigert',
  'notices.storageReadFailed.body':
    'Stattdessen wird das Beispiel angezeigt, und über das, was der Browser gespeichert hat, wird nichts gespeichert: Ihre Änderungen auf dieser Seite werden nicht gespeichert. Laden Sie das Szenario herunter, um sie aufzubewahren.',
  'notices.saveFailed.title': 'Ihre Änderungen werden nicht gespeichert',
  'notices.saveFailed.body':
    'Der Speicher dieses Browsers ist voll. Ihre Arbeit ist auf dieser Seite sicher, solange sie geöffnet bleibt: Laden Sie das Szenario herunter, um es aufzubewahren, oder löschen Sie gespeicherte Szenarien, die Sie nicht mehr brauchen, um Platz zu schaffen.',
  'notices.saveRefused.body':
    'Dieser Browser hat das Speichern Ihrer Änderungen verweigert ({reason}). Nichts ist verloren: Ihre Arbeit bleibt auf dieser Seite, solange sie geöffnet ist, und die Seite versucht es bei jeder Änderung erneut. Laden Sie das Szenario herunter, um es als Datei aufzubewahren.',
  'notices.keepFailed.title': 'Ihre Änderungen werden nicht gespeichert',
  'notices.keepFailed.body':
    'Der Speicher dieses Browsers ist voll, daher konnte das ersetzte Szenario nur auf dieser Seite beiseitegelegt werden. Die Seite speichert nichts über das, was der Speicher davon hält, daher bleibt, was Sie jetzt tun, nur auf dieser Seite: Laden Sie das Szenario herunter, um es aufzubewahren, oder löschen Sie gespeicherte Szenarien, die Sie nicht mehr brauchen. Das Speichern geht weiter, sobald das ersetzte Szenario beiseitegelegt oder wieder auf dem Bildschirm ist.',
  'notices.keepRefused.body':
    'Dieser Browser hat verweigert, das ersetzte Szenario beiseitezulegen ({reason}), daher wird es nur auf dieser Seite aufbewahrt. Nichts ist verloren: Die Seite speichert nichts über das, was der Speicher davon hält, daher bleibt, was Sie jetzt tun, auf dieser Seite, solange sie geöffnet ist; laden Sie das Szenario herunter, um es aufzubewahren. Das Speichern geht weiter, sobald das ersetzte Szenario beiseitegelegt ist (die Seite versucht es bei jeder Änderung erneut) oder wieder auf dem Bildschirm ist.',
  'notices.download': 'Szenario herunterladen',
  'notices.otherTab.title': 'Ein anderer Tab hat dieses Szenario geändert',
  'notices.otherTab.body':
    'Dieses Szenario ist auch in einem anderen Tab geöffnet, und dieser Tab hat eine andere Version gespeichert. Ihre Änderungen hier werden erst gespeichert, wenn Sie sich entscheiden; die Version, die Sie nicht wählen, wird beiseitegelegt, nicht verworfen.',
  'notices.otherTab.unreadable':
    'Dieses Szenario ist auch in einem anderen Tab geöffnet, und dieser Tab hat eine Version gespeichert, die diese Seite nicht lesen kann (vielleicht von einer neueren Version des Tools). Ihre Änderungen hier werden erst gespeichert, wenn Sie Ihre Version behalten; die andere wird dann unverändert beiseitegelegt.',
  'notices.otherTab.load': 'Version des anderen Tabs laden',
  'notices.otherTab.keep': 'Meine behalten',
  'notices.storageUnavailable.title': 'Dieser Browser lässt die Seite Ihre Arbeit nicht speichern',
  'notices.storageUnavailable.body':
    'Privates Surfen oder ein eingebetteter Frame blockiert den Speicher. Alles funktioniert weiterhin; bewahren Sie Ihr Szenario über den Freigabelink oder einen Export auf.',

  // presets
  'presets.heading': 'Vorlagen',
  'presets.intro':
    'Beginnen Sie mit einem bekannten Szenario und passen Sie es an. Das Laden einer Vorlage ersetzt Ihre Arbeitslasten.',
  'presets.group.benchmarks': 'Die Benchmarks des Leitfadens',
  'presets.group.benchmarks.hint':
    'Dimensioniert nach dem Leitfaden 2019 mit einem Ziel von 100 %, sodass jede Vorlage bei der Unit landet, die der Leitfaden gemessen hat.',
  'presets.group.examples': 'Die Rechenbeispiele des Leitfadens',
  'presets.group.examples.hint': 'Leitfaden 2019, Ziel 100 %: Beide landen bei Unit 100.',
  'presets.group.webPubSubBenchmarks': 'Benchmarks von Azure Web PubSub',
  'presets.group.webPubSubBenchmarks.hint':
    'Die fünf Tabellen seines Leitfadens bei Unit 10, aktuelle Ausgabe, Ziel 100 %: Jede landet bei Unit 10.',
  'presets.group.mixes': 'Realistische Mischungen',
  'presets.group.mixes.hint': 'Der aktuelle Leitfaden mit dem Ziel von 70 %.',
  'presets.applied': 'Vorlage „{name}“ geladen.',
  'presets.mismatch.title': 'Die Vorlage „{name}“ verwendet andere Einstellungen als Sie',
  'presets.mismatch.body':
    'Einstellungen der Vorlage: {presetEdition}, Auslastungsziel {presetTarget}. Ihre Einstellungen: {yourEdition}, Auslastungsziel {yourTarget}. Ihre Preise, Ihr App-Server-Framework, Ihre Hubs, Serververbindungen pro Hub und Lesart des Leitfadens bleiben in beiden Fällen erhalten.',
  'presets.mismatch.takePreset': 'Mit ihren Einstellungen laden ({edition}, {target})',
  'presets.mismatch.keepMine': 'Mit meinen Einstellungen laden ({edition}, {target})',
  'presets.mismatch.connections': 'Verbindungen, diese Vorlage: {preset}. Ihre: {yours}.',
  'presets.connections.counted':
    'bis {target} des Verbindungskontingents, Serververbindungen mitgezählt',
  'presets.connections.notCounted':
    'bis {target} des Verbindungskontingents, Serververbindungen nicht mitgezählt (wie in den Benchmarks des Leitfadens)',
  'presets.mismatch.cancel': 'Abbrechen',
  'presets.benchmarkEcho.title': 'Echo bei Unit 10',
  'presets.benchmarkEcho.description':
    '10.000 Verbindungen, jede sendet pro Sekunde 2 KB, die an sie selbst zurückkommen.',
  'presets.benchmarkBroadcast.title': 'Broadcast bei Unit 100',
  'presets.benchmarkBroadcast.description':
    '2 Nachrichten von 2 KB pro Sekunde, jede an alle 100.000 Verbindungen zugestellt.',
  'presets.benchmarkSmallGroups.title': 'Kleine Gruppen bei Unit 20',
  'presets.benchmarkSmallGroups.description':
    '20.000 Verbindungen senden 4.000 Nachrichten pro Sekunde an Gruppen mit 10 Mitgliedern.',
  'presets.benchmarkConnection.title': 'An Verbindung senden bei Unit 10',
  'presets.benchmarkConnection.description':
    '10.000 Verbindungen, 8.000 Nachrichten pro Sekunde, jede an eine andere Verbindung.',
  'presets.benchmarkRestUser.title': 'Über die REST-API an Benutzer senden bei Unit 10',
  'presets.benchmarkRestUser.description':
    '1.300 REST-Aufrufe pro Sekunde, jeder an einen von 10.000 verbundenen Benutzern zugestellt.',
  'presets.exampleBroadcast20KB.title': 'Broadcast: 20 KB alle 5 s',
  'presets.exampleBroadcast20KB.description':
    'Eine 20-KB-Nachricht alle 5 Sekunden an 100.000 Verbindungen.',
  'presets.exampleBroadcast256KB.title': 'Broadcast: 256 KB alle 5 s',
  'presets.exampleBroadcast256KB.description':
    'Eine 256-KB-Nachricht alle 5 Sekunden an 7.812 Verbindungen (der Leitfaden rundet auf 8.000).',
  'presets.webPubSubEcho.title': 'Web PubSub: Echo über den Upstream bei Unit 10',
  'presets.webPubSubEcho.description':
    '10.000 Verbindungen, 5.000 Clientereignisse zu 2 KB pro Sekunde, jedes vom Upstream (Ereignishandler) beantwortet.',
  'presets.webPubSubBigGroup.title': 'Web PubSub: große Gruppe bei Unit 10',
  'presets.webPubSubBigGroup.description':
    '30 Nachrichten zu 2 KB pro Sekunde an 10 Gruppen mit je 1.000 Mitgliedern: 30.000 Zustellungen pro Sekunde.',
  'presets.webPubSubSmallGroups.title': 'Web PubSub: kleine Gruppen bei Unit 10',
  'presets.webPubSubSmallGroups.description':
    '10.000 Verbindungen senden 2.000 Nachrichten pro Sekunde über das Unterprotokoll an Gruppen mit 10 Mitgliedern.',
  'presets.webPubSubRestUser.title': 'Web PubSub: REST-Senden an Benutzer bei Unit 10',
  'presets.webPubSubRestUser.description':
    '1.800 REST-Aufrufe pro Sekunde, jeder an einen von 10.000 verbundenen Benutzern zugestellt.',
  'presets.webPubSubRestBroadcast.title': 'Web PubSub: REST-Broadcast bei Unit 10',
  'presets.webPubSubRestBroadcast.description':
    '3 REST-Broadcasts zu 2 KB pro Sekunde, jeder an alle 10.000 Verbindungen.',
  'presets.teamChat.title': 'Teamchat mit Räumen',
  'presets.teamChat.description':
    'Nachrichten an Räume mit 10 Personen, dazu ein Live-Dashboard per Broadcast an 2.000 Bildschirme.',
  'presets.liveDashboard.title': 'Live-Dashboard',
  'presets.liveDashboard.description':
    'Ein Server sendet alle 2 Sekunden ein 2-KB-Update an 2.000 geöffnete Dashboards.',
  'presets.stockTicker.title': 'Börsenticker',
  'presets.stockTicker.description':
    'Kleine Kursänderungen, zweimal pro Sekunde per Broadcast an 5.000 Händler.',
  'presets.restNotifications.title': 'Benachrichtigungen über REST',
  'presets.restNotifications.description':
    'Ein serverloses Back-End sendet persönliche Benachrichtigungen an Benutzer und gelegentlich eine Ankündigung an alle.',
  'presets.multiplayerLobby.title': 'Multiplayer-Lobby',
  'presets.multiplayerLobby.description':
    'Lobby-Chat in Gruppen von 8 sowie Spielzüge, die fünfmal pro Sekunde an einen Gegner gehen.',
  'presets.webPubSubChat.title': 'Chat in Gruppen zu 10 auf Web PubSub',
  'presets.webPubSubChat.description':
    'Reine WebSocket-Clients senden über das Unterprotokoll an ihren Raum mit 10 Personen, ohne Server: 10.000 Personen, jede alle 25 Sekunden eine Nachricht.',
  'presets.webPubSubLiveScores.title': 'Liveergebnisse auf Web PubSub',
  'presets.webPubSubLiveScores.description':
    'Ein Spielserver sendet alle 5 Sekunden jede Ergebnisänderung über die REST-API an die Seiten von 50.000 Fans.',

  // settings
  'settings.heading': 'Einstellungen',
  'settings.service': 'Dienst',
  'settings.service.signalr.hint':
    'Clients sprechen das SignalR-Protokoll; Ihre App-Server (Hubserver) halten Serververbindungen zum Dienst.',
  'settings.service.webPubSub.hint':
    'Clients sprechen reines WebSocket oder das Web PubSub-Unterprotokoll; Clientereignisse gehen an Ihren Upstream (Ereignishandler), nicht an Hubserver.',
  'settings.service.blocked':
    'Der Leitfaden für {service} hat keine Tabelle für {patterns}, den „Anwendungsfall“ von {names}: Wählen Sie dort zuerst {allowed}.',
  'settings.edition': 'Ausgabe des Leitfadens',
  'settings.edition.current.hint':
    'Bis zu 1.000 Units mit Premium_P2 (die japanische Übersetzung des Leitfadens).',
  'settings.edition.2019.hint':
    'Units 1 bis 100 (die polnische, deutsche, französische und koreanische Übersetzung).',
  'settings.edition.webPubSub.current.hint':
    'Units bis 1.000 mit Premium_P2 (die Seite, die Microsoft heute veröffentlicht).',
  'settings.edition.webPubSub.2021.hint':
    'Units 1 bis 100 (der Leitfaden in seiner ersten Fassung, 2021).',
  'settings.target': 'Auslastungsziel',
  'settings.target.hint':
    'Der höchste Anteil eines Durchsatzgrenzwerts, den der empfohlene Tarif nutzen darf. Der Leitfaden empfiehlt, die Serverlast unter 70 % zu halten.',
  'settings.unit.percent': '%',
  'settings.connectionTarget': 'Auslastungsziel für Verbindungen',
  'settings.connectionTarget.hint':
    'Der höchste Anteil des Verbindungskontingents (Clients und Serververbindungen), den der empfohlene Tarif nutzen darf. Das Autoscale-Beispiel des Herstellers fügt oberhalb von {scaleOut} Units hinzu: Reserve für eine Welle von Neuverbindungen oder eine Stoßzeit.',
  'settings.reading': 'Lesart des Leitfadens',
  'settings.reading.hint':
    'Welche Lesart die Antwort bestimmt, wo der Leitfaden schweigt (Gruppengrößen zwischen den gemessenen, Units zwischen seinen Spalten). Die Seite zeigt die Spanne in jedem Fall.',
  'settings.reading.optimistic': 'Günstigste',
  'settings.reading.optimistic.hint':
    'Gruppen mit 2–9 Mitgliedern zum besseren Wert aus „An Verbindung senden“ und kleinen Gruppen.',
  'settings.reading.interpolated': 'Interpoliert (Standard)',
  'settings.reading.interpolated.hint':
    'Linear zwischen den Spalten, Gruppen logarithmisch interpoliert: die Methode des Leitfadens selbst, und jeder Benchmark landet bei seiner Unit.',
  'settings.reading.conservative': 'Ungünstigste',
  'settings.reading.conservative.hint':
    'Nur die Kapazität, die bei den Units des Tarifs oder darunter gedruckt ist; größere Gruppen sind durch ihre Zustellungen begrenzt.',
  'settings.serverConnections': 'App-Server und Hubs',
  'settings.hubs': 'Anzahl der Hubs',
  'settings.hubs.hint': 'Jeder App-Server öffnet seine Serververbindungen einmal pro Hub.',
  'settings.unit.hubs': 'Hubs',
  'settings.unit.connections': 'Verbindungen',
  'settings.perHub': 'Serververbindungen pro Hub',
  'settings.perHub.advice':
    'Die Empfehlung des Leitfadens für diese Mischung: {advice} (15 wie in seinen Benchmarks, 40 bei Broadcast oder großen Gruppen). Das SDK öffnet 5, sofern nichts anderes eingestellt ist.',
  'settings.perHub.chosen':
    'Ihr eigener Wert; die Empfehlung des Leitfadens für diese Mischung ist {advice}.',
  'settings.perHub.reset': 'Empfehlung des Leitfadens verwenden ({advice})',
  'settings.countServerConnections': 'Serververbindungen auf das Verbindungskontingent anrechnen',
  'settings.countServerConnections.on':
    'Wie der Dienst es tut (Azure/azure-signalr issue 254): 1.000 Clients an einem Hub brauchen 2 Units.',
  'settings.countServerConnections.off':
    'Wie in den Benchmarks des Leitfadens: Das reproduziert seine Tabellen, aber der Dienst rechnet sie an.',
  'settings.framework': 'App-Server-Framework',
  'settings.framework.hint':
    'Welche App-Server-Tabellen gelesen werden. Der Leitfaden 2019 hat Tabellen für ASP.NET SignalR zu Echo, Broadcast und kleinen Gruppen; andere Anwendungsfälle verwenden die Tabellen für ASP.NET Core.',
  'settings.framework.aspnetcore': 'ASP.NET Core',
  'settings.framework.aspnet': 'ASP.NET SignalR',

  // share
  'share.heading': 'Teilen',
  'share.intro':
    'Der Link enthält das gesamte Szenario in seinem Fragment (nach #), das Browser nie an einen Server senden.',
  'share.link': 'Link zu diesem Szenario',
  'share.length': { one: '{count} Zeichen', other: '{count} Zeichen' },
  'share.tooLong':
    'Länger als 2.000 Zeichen: Teams und Outlook kürzen ihn möglicherweise. Kürzen Sie die Namen der Arbeitslasten, entfernen Sie Arbeitslasten, oder teilen Sie stattdessen einen Export.',
  'share.copy': 'Link kopieren',
  'share.copied': 'Link kopiert.',
  'share.copyFailed':
    'Das Kopieren wurde blockiert: Der Link ist markiert, drücken Sie Strg+C (⌘C auf einem Mac).',

  // summaryBar
  'summaryBar.label': 'Aktuelles Ergebnis',
  'summaryBar.cost': '{cost}/Monat',
  'summaryBar.show': 'Ergebnisse ansehen',

  // recommendation
  'recommendation.heading': 'Empfehlung',
  'recommendation.headline.empty': 'Noch keine Arbeitslasten',
  'recommendation.headline.noFit': 'Kein Tarif passt zu diesem Szenario',
  'recommendation.empty':
    'Fügen Sie eine Arbeitslast hinzu, um Tarif, App-Server und monatliche Kosten zu sehen, die sie braucht.',
  'recommendation.tier': 'Tarif',
  'recommendation.deployment.instances': {
    one: '{count} Instanz mit {tier}',
    other: '{count} Instanzen mit {tier}',
  },
  'recommendation.deployment.regions': '{deployment} in jeder von {count} Regionen',
  'recommendation.deployment.regionsSplit': {
    one: '{deployment} in der primären Region, {units} Units in ihrem Replikat',
    other: '{deployment} in der primären Region, {units} Units in ihren {count} Replikaten',
  },
  'recommendation.deployment.autoscale': '{deployment}, Autoskalierung {minimum}–{maximum} Units',
  'recommendation.why.replicasNeedPremium':
    'Premium, weil Georeplikate nur mit Premium laufen: In einer Region würde {cheapest} reichen.',
  'recommendation.why.replicasNeedPremium.alone':
    'Premium, weil Georeplikate nur mit Premium laufen.',
  'recommendation.why.autoscale':
    'Autoskaliert, weil Ihr Tageslastprofil Stunden hat, die ruhiger als die Spitze sind: Die Units folgen der Last, und Sie zahlen die Units, die jede Stunde läuft.',
  'recommendation.why.autoscaleCheaper':
    'Premium mit Autoskalierung, weil Ihr Tageslastprofil Stunden hat, die ruhiger als die Spitze sind: Die Units folgen der Last, und das kostet weniger als {cheapest} den ganzen Tag auf der Spitze.',
  'recommendation.why.fixedRuleNeverScales':
    'Feste Units, obwohl Ihr Tag ruhigere Stunden hat: An ihrem Schwellenwert zum Hochskalieren hielte die Autoskalierungsregel in jeder Stunde {units} Units ({cost}/Monat), eine Regel, die nie skaliert. Fest auf Ihre Zielwerte ausgelegt kostet es weniger.',
  'recommendation.why.fixedCheaperThanAutoscale':
    'Feste Units, obwohl Ihr Tag ruhigere Stunden hat: Autoskalierung zwischen {minimum} und {maximum} Units am Schwellenwert der Regel kostete {cost}/Monat, mehr als die Units, die Ihre Zielwerte den ganzen Tag brauchen.',
  'recommendation.why.severalInstances': {
    one: '{count} Instanz, weil keine einzelne Instanz diese Last trägt: Die Clients werden auf sie verteilt, und jede empfängt alle Nachrichten außer den Echos.',
    other:
      '{count} Instanzen, weil keine einzelne Instanz diese Last trägt: Die Clients werden auf sie verteilt, und jede empfängt alle Nachrichten außer den Echos.',
  },
  'recommendation.why.severalInstancesCheaper': {
    one: '{count} Instanz, weil sie weniger kostet als eine größere Instanz: Die Clients werden auf sie verteilt, und jede empfängt alle Nachrichten außer den Echos.',
    other:
      '{count} Instanzen, weil sie weniger kosten als eine größere Instanz: Die Clients werden auf sie verteilt, und jede empfängt alle Nachrichten außer den Echos.',
  },
  'recommendation.alternative.severalInstances':
    'Günstiger: {deployment} zu {cost}/Monat, {saving} weniger. Dafür müssen Ihre Clients auf die Instanzen verteilt werden, und jeder App-Server muss sich mit jeder Instanz verbinden.',
  'recommendation.autoscale': 'Autoskalierung',
  'recommendation.autoscale.rule':
    'Skaliert oberhalb von {out} des Verbindungskontingents hoch und unterhalb von {in} herunter, höchstens ein Schritt alle {coolDown}, zwischen {minimum} und {maximum} Units.',
  'recommendation.autoscale.eachRegion':
    'Jede Region hat ihre eigene Regel, ausgelegt auf ihre eigene Last.',
  'recommendation.autoscale.aboveTarget.connections':
    'Die Regel skaliert oberhalb von {out} des Verbindungskontingents hoch, über Ihrem Verbindungsziel von {target}: In der Spitzenstunde läuft {tier} bei {peak}.',
  'recommendation.autoscale.aboveTarget.throughput':
    'Die Regel skaliert oberhalb von {out} hoch, über Ihrem Durchsatzziel von {target}: In der Spitzenstunde läuft {tier} mit seinem am stärksten ausgelasteten Durchsatzlimit bei {peak}.',
  'recommendation.autoscale.atTarget': 'Bei {target} hochskalieren',
  'recommendation.range.end': '{tier} ({cost}/Monat)',
  'recommendation.regions.allTraffic': {
    one: '{regions} Regionen (die primäre und {count} Replikat), jede mit {tier}, für den gesamten Verkehr ausgelegt, damit eine übernehmen kann: je {each}/Monat, insgesamt {total}/Monat.',
    other:
      '{regions} Regionen (die primäre und {count} Replikate), jede mit {tier}, für den gesamten Verkehr ausgelegt, damit eine übernehmen kann: je {each}/Monat, insgesamt {total}/Monat.',
  },
  'recommendation.regions.split': {
    one: '{regions} Regionen (die primäre und {count} Replikat), jede für ihren Anteil der Clients ausgelegt: insgesamt {total}/Monat.',
    other:
      '{regions} Regionen (die primäre und {count} Replikate), jede für ihren Anteil der Clients ausgelegt: insgesamt {total}/Monat.',
  },
  'recommendation.regions.billing':
    'Jede Region rechnet ihre eigenen Units und die an ihre eigenen Clients zugestellten Nachrichten ab.',
  'recommendation.cost.profile':
    'Mit Ihrem Tageslastprofil: Die Units folgen Stunde für Stunde der Autoskalierungsregel, die Nachrichten dem Profil. „Tag und Jahr“ vergleicht das mit der Spitze den ganzen Tag.',
  'recommendation.cost.profileFixed':
    'Mit Ihrem Tageslastprofil: Die Units bleiben auf dem Stand der Spitze, die Nachrichten folgen dem Profil. „Tag und Jahr“ vergleicht das mit Premium-Autoskalierung.',
  'recommendation.range': 'Zwischen {from} und {to}, denn {because}.',
  'recommendation.range.noConservative':
    'Von {from} bis gar keinem Tarif, denn {because}: In der ungünstigsten Lesart passt nichts.',
  'recommendation.range.reason.groupSize':
    'Gruppen mit {groupSize} Mitgliedern liegen zwischen den Gruppengrößen, die der Leitfaden gemessen hat ({lower} und {upper} Mitglieder)',
  'recommendation.range.reason.bigGroup':
    'Gruppen mit {groupSize} Mitgliedern sind größer als die größte Gruppe, die der Leitfaden gemessen hat ({measured} Mitglieder)',
  'recommendation.range.reason.units':
    'Unit {units} liegt zwischen den Spalten {lower} und {upper} des Leitfadens',
  'recommendation.range.reason.billedBytes':
    'die Abrechnungsseite von Web PubSub zählt die ausgehenden Bytes in 2-KB-Nachrichten, und pro Nachricht gelesen zählte jede Nachricht als volle 2 KB',
  'recommendation.range.hint':
    'Der Leitfaden schweigt dazu; die Einstellung „Lesart des Leitfadens“ legt fest, welches Ende die Antwort bestimmt.',
  'recommendation.chosenForCost':
    'Wegen der Kosten gewählt, nicht wegen eines Grenzwerts: Dank der enthaltenen Nachrichten ist dieser Tarif günstiger als {smallest}, der kleinste passende Tarif.',
  'recommendation.serverConnections.counted':
    'Insgesamt {total} Serververbindungen ({hubs}), zusammen mit den Clients auf das Verbindungskontingent angerechnet.',
  'recommendation.serverConnections.eachInstance':
    '{total} Serververbindungen auf jeder Instanz ({hubs}): Jeder App-Server verbindet sich mit jeder Instanz, und jede Instanz rechnet sie zusammen mit ihren Clients auf ihr Verbindungskontingent an.',
  'recommendation.serverConnections.notCounted':
    'Serververbindungen werden wie in den Benchmarks des Leitfadens nicht auf das Verbindungskontingent angerechnet; der Dienst rechnet sie an.',
  'recommendation.hubs': {
    one: '{count} Hub',
    other: '{count} Hubs',
  },
  'recommendation.reconnect': 'Neuverbindung aller Clients',
  'recommendation.reconnect.value': '{seconds} für {clients} Clients bei etwa {rate} pro Sekunde',
  'recommendation.reconnect.hint':
    'Nach einem Neustart, einem Skalierungsvorgang oder einer kurzen Netzwerkstörung verbinden sich alle Clients gleichzeitig neu; die Raten stammen von den Maintainern des Dienstes (issue 1282). Die SignalR-Clients versuchen es standardmäßig {window} lang erneut.',
  'recommendation.tier.edition': 'Dimensioniert nach den Tabellen aus „{edition}“.',
  'recommendation.appServers': 'App-Server',
  'recommendation.upstream': 'Upstream',
  'recommendation.upstream.value':
    'Etwa {rate} Anforderungen pro Sekunde in der Spitze: Jedes Clientereignis (Echo) ist ein HTTP-POST (CloudEvents), den Ihr Upstream (Ereignishandler) beantwortet.',
  'recommendation.upstream.hint':
    'Jede Anforderung wird zusätzlich zur Antwort, die der Client erhält, als ausgehende Nachricht abgerechnet; der Leitfaden setzte einen Upstream voraus, der kein Engpass ist, über HTTP 1.1.',
  'recommendation.upstream.none':
    'Keiner: Kein Clientereignis geht an einen Server (Gruppen laufen über das Unterprotokoll, REST-Aufrufe kommen von Ihrem Server).',
  'recommendation.appServers.value': {
    one: '{servers}, jeder mit {count} Serververbindung pro Hub',
    other: '{servers}, jeder mit {count} Serververbindungen pro Hub',
  },
  'recommendation.appServers.none':
    'Keine: Jede Arbeitslast ist serverlos (REST-API), daher verbindet sich kein App-Server mit dem Dienst.',
  'recommendation.appServers.minimum':
    'Mindestens zwei (laut Leitfaden genügen zwei für die SLA), mehr, wo die App-Server-Tabellen des Leitfadens bei der Last, die jede Arbeitslast auf sie legt, mehr verlangen.',
  'recommendation.appServers.free':
    'Bei Free reicht einer: Es hat kein SLA und höchstens 20 Verbindungen (unsere Annahme).',
  'recommendation.appServers.benchmark':
    'Das SDK öffnet standardmäßig {default} Serververbindungen pro Hub; die Benchmarks des Leitfadens liefen mit {count}. Stellen Sie daher {count} ein, um ihren Durchsatz zu erreichen.',
  'recommendation.appServers.fanOut':
    'Das SDK öffnet standardmäßig {default} Serververbindungen pro Hub; der Leitfaden verlangt {count}, wenn Sie per Broadcast oder an große Gruppen (20 Mitglieder oder mehr) senden, damit sich die ausgehenden Nachrichten auf genügend Verbindungen verteilen.',
  'recommendation.cost': 'Monatliche Kosten',
  'recommendation.cost.split':
    'Units: {unitsCost}. Nachrichten über die {included} pro Tag enthaltenen hinaus ({extra} pro Tag): {extraCost}.',
  'recommendation.cost.noExtra':
    'Units: {unitsCost}. Keine zusätzlichen Nachrichten: Die {billed} pro Tag abgerechneten passen in die {included} enthaltenen.',
  'recommendation.cost.crossRegion':
    'Datenübertragung zwischen den Regionen: {cost} ({gigabytes} pro Monat zu {rate} pro GB, Azure-Bandbreitenpreise).',
  'recommendation.cost.free':
    'Free kostet nichts; seine {quota} Nachrichten pro Tag sind eine feste Grenze, keine Abrechnungsschwelle.',
  'recommendation.replicas.allTraffic': {
    one: '× {regions} Regionen (primär + {count} Replikat), jede mit {tier} zu {each} im Monat, für den gesamten Verkehr ausgelegt: monatliche Gesamtkosten {cost}.',
    other:
      '× {regions} Regionen (primär + {count} Replikate), jede mit {tier} zu {each} im Monat, für den gesamten Verkehr ausgelegt: monatliche Gesamtkosten {cost}.',
  },
  'recommendation.replicas.split': {
    one: '× {regions} Regionen (primär + {count} Replikat), jede für ihren Anteil am Verkehr ausgelegt: monatliche Gesamtkosten {cost}.',
    other:
      '× {regions} Regionen (primär + {count} Replikate), jede für ihren Anteil am Verkehr ausgelegt: monatliche Gesamtkosten {cost}.',
  },
  'recommendation.replicas.noFit': {
    one: 'Mit {count} Replikat: der Anteil einer Region passt in keinen Premium-Tarif, daher keine Summe.',
    other:
      'Mit {count} Replikaten: der Anteil einer Region passt in keinen Premium-Tarif, daher keine Summe.',
  },
  'recommendation.replicas.profile':
    'Die Nachrichten jeder Region folgen dem Tageslastprofil (siehe Planung).',
  'recommendation.binding': 'Maßgeblicher Grenzwert',
  'recommendation.binding.hint':
    'Der Grenzwert, der seiner Obergrenze am nächsten ist, bestimmt den Tarif: das Auslastungsziel für Verbindungen von {connectionTarget}, 100 % der Nachrichten pro Tag, das Auslastungsziel von {target} für den Durchsatz.',
  'recommendation.binding.hintAutoscale':
    'Der Grenzwert, der seiner Obergrenze am nächsten ist, bestimmt die Units: In der Spitzenstunde hält die Autoskalierung jeden Grenzwert auf oder unter ihrer Hochskalierungsschwelle, {out}.',
  'recommendation.limit.connections':
    'Verbindungen: {percent} der {capacity} Verbindungen, die dieser Tarif aufnimmt',
  'recommendation.limit.connectionsWithServer':
    'Verbindungen: {percent} der {capacity} Verbindungen, die dieser Tarif aufnimmt, Serververbindungen eingeschlossen',
  'recommendation.limit.inboundBandwidth':
    'Eingehende Bandbreite: {percent} der {capacity} von Unit {units} (die maximale eingehende Bandbreite der Tabelle „Echo“)',
  'recommendation.limit.outboundBandwidth':
    'Ausgehende Bandbreite: {percent} der {capacity} von Unit {units} (die maximale ausgehende Bandbreite der Tabelle „Broadcast“)',
  'recommendation.limit.outboundBandwidth.bigGroup':
    'Ausgehende Bandbreite: {percent} von {capacity} bei Unit {units} (das Maximum der Tabelle für große Gruppen)',
  'recommendation.limit.routing':
    'Routingkosten: {percent} dessen, was die Routingtabellen bei Unit {units} zulassen (die Nachrichtenrate jeder Arbeitslast mit „An Gruppe senden“, „An Verbindung senden“ oder „Über die REST-API an Benutzer senden“ als Anteil an ihrer eigenen Tabelle, aufsummiert)',
  'recommendation.limit.routing.webPubSub':
    'Routing: {percent} dessen, was die Routingtabellen bei Unit {units} zulassen (die Nachrichtenrate jeder Gruppen- und REST-Senden-an-Benutzer-Arbeitslast als Anteil an ihrer eigenen Tabelle, addiert)',
  'recommendation.limit.dailyMessages':
    'Nachrichten pro Tag: {percent} des Free-Kontingents von {quota} abgerechneten Nachrichten pro Tag',
  'recommendation.growth': 'Wachstumsreserve',
  'recommendation.growth.value': '×{factor} ({percent} mehr Nutzer), bevor {tier} nicht mehr passt',
  'recommendation.growth.none':
    'Keine: Schon etwas mehr Nutzer erfordern einen größeren Tarif als {tier}.',
  'recommendation.growth.hint':
    'Mit der Nutzerzahl wachsen die Verbindungen jeder Arbeitslast und ihre Sender, wo diese mitwachsen (je Arbeitslast einstellbar); Serververbindungen bleiben unverändert.',
  'recommendation.growth.broadcast':
    'Ein Broadcast, dessen Sender mit der Nutzerzahl wachsen, wächst quadratisch: mehr Sender, die jeweils mehr Verbindungen erreichen.',
  'recommendation.noFit.closest': {
    one: 'Selbst der nächstliegende Tarif, {tier}, überschreitet einen Grenzwert:',
    other: 'Selbst der nächstliegende Tarif, {tier}, überschreitet {count} Grenzwerte:',
  },
  'recommendation.noFit.ceiling':
    'Ein empfohlener Tarif darf bis zu {target} jedes Durchsatzgrenzwerts und {connectionTarget} seiner Verbindungen nutzen.',
  'recommendation.noFit.fixes': 'Was passen würde',
  'recommendation.noFit.otherEdition':
    'Die Tabellen aus „{edition}“ passen zu diesem Szenario: Sie weisen mehr Kapazität aus, wo die aktuell gewählten ausgeschöpft sind.',
  'recommendation.noFit.switch': 'Mit den Tabellen aus „{edition}“ dimensionieren',
  'recommendation.noFit.throughput':
    'Weniger Durchsatz: weniger Sender, ein längeres Sendeintervall oder kleinere Nachrichten (bis hinunter zu 1 KB; kleinere belasten den Dienst wie 1 KB).',
  'recommendation.noFit.connections':
    'Verteilen Sie die Verbindungen auf mehrere Dienstinstanzen: Eine Instanz hält in diesen Tabellen höchstens {max} Verbindungen.',
  'recommendation.noFit.routingPlateau2019':
    'Die Tabellen 2019 für kleine Gruppen und „An Verbindung senden“ wachsen ab Unit 50 nicht mehr, und dieser Leitfaden rät, sich für mehr an den Kundensupport zu wenden: Verteilen Sie den gerouteten Datenverkehr auf mehrere Instanzen, oder wenden Sie sich an den Azure-Support.',
  'recommendation.noFit.routingSplit':
    'Verteilen Sie den gerouteten Datenverkehr (Gruppen, „An Verbindung senden“, „Über die REST-API an Benutzer senden“) auf mehrere Dienstinstanzen, oder wenden Sie sich an den Azure-Support.',

  // totals
  'totals.heading': 'Summen',
  'totals.connections': 'Verbindungen',
  'totals.inboundMessages': 'Eingehende Nachrichten',
  'totals.outboundMessages': 'Ausgehende Nachrichten',
  'totals.inboundBandwidth': 'Eingehende Bandbreite',
  'totals.outboundBandwidth': 'Ausgehende Bandbreite',
  'totals.loadHint': 'Dimensioniert als {load}: Nachrichten unter 1 KB zählen als 1 KB.',
  'totals.billedMessages': 'Abgerechnete Nachrichten pro Tag',
  'totals.billedHint':
    'Ausgehende Nachrichten in Blöcken von 2 KB, dazu im Standardmodus die Strecke zum App-Server.',
  'totals.billedHintProfile':
    'Über den Tag, wie Ihr Lastprofil ihn vorgibt: ausgehende Nachrichten in Blöcken von 2 KB, dazu im Standardmodus die Strecke zum App-Server.',
  'totals.billedHint.webPubSub':
    'Ausgehende Bytes, geteilt in 2-KB-Nachrichten, die Aufrufe des Upstreams für Clientereignisse eingeschlossen.',
  'totals.billedHintProfile.webPubSub':
    'Über den Tag gemäß Ihrem Lastprofil: ausgehende Bytes, geteilt in 2-KB-Nachrichten, die Aufrufe des Upstreams für Clientereignisse eingeschlossen.',
  'totals.crossRegion': 'Datenübertragung zwischen Regionen',
  'totals.crossRegionHint':
    '{gigabytes} pro Monat zu {rate} pro GB (Azure-Bandbreitenpreise, Stand {date}): Teil der monatlichen Kosten.',
  'totals.monthlyCost': 'Monatliche Kosten',
  'totals.costTier': 'Bei {tier}',
  'totals.noCost': '—',
  'totals.noCost.empty': 'Noch keine Arbeitslasten.',
  'totals.noCost.noFit': 'Kein Tarif passt zu diesem Szenario.',

  // warnings
  'warnings.heading': 'Vor der Entscheidung prüfen',
  'warnings.guideSays': 'Der Leitfaden sagt:',
  'warnings.details': 'Was der Leitfaden sagt und was das Tool tut',
  'warnings.units': { one: 'Unit {list}', other: 'Units {list}' },
  'warnings.appServerTable': '{pattern} (App-Server)',
  'warnings.sendersCapped.title': 'Mehr Sender als Verbindungen (Arbeitslast {position})',
  'warnings.sendersCapped':
    '{names} setzt {set} Sender, hat aber {used} Verbindungen: Dimensioniert wird mit {used} Sendern. Ab {set} Verbindungen wird wieder mit den gesetzten {set} dimensioniert.',
  'warnings.groupSizeCapped.title': 'Gruppen größer als die Verbindungen (Arbeitslast {position})',
  'warnings.groupSizeCapped':
    '{names} setzt Gruppen von {set}, hat aber {used} Verbindungen: Dimensioniert wird mit Gruppen von {used}. Ab {set} Verbindungen wird wieder mit Gruppen von {set} dimensioniert.',
  'warnings.routingCost.title': 'Routingkosten',
  'warnings.routingCost':
    'Ab 50 Units verursachen kleine Gruppen (unter 20 Mitglieder) und „An Verbindung senden“ Routingkosten, die die Serverlast nicht zeigt. Prüfen Sie für {names} die Tabellen „An kleine Gruppe senden“ und „An Verbindung senden“.',
  'warnings.routingCost.webPubSub':
    'Ab 50 Units verursachen kleine Gruppen (unter 20 Mitglieder) Routingkosten, die die Serverlast nicht zeigt. Prüfen Sie für {names} die Tabelle „An kleine Gruppe senden“.',
  'warnings.upstreamEvents.title': 'Upstream-Webhook',
  'warnings.upstreamEvents': {
    one: '{names} sendet Clientereignisse an den Upstream-Webhook, der etwa {rate} Anforderungen pro Sekunde beantworten muss. Der Leitfaden hat sein Echo über HTTP 1.1 gemessen und angenommen, dass der Upstream nie der Engpass ist; jedes Ereignis wird außerdem als ausgehende Nachricht abgerechnet.',
    other:
      '{names} senden Clientereignisse an den Upstream-Webhook, der etwa {rate} Anforderungen pro Sekunde beantworten muss. Der Leitfaden hat sein Echo über HTTP 1.1 gemessen und angenommen, dass der Upstream nie der Engpass ist; jedes Ereignis wird außerdem als ausgehende Nachricht abgerechnet.',
  },
  'warnings.premiumP2.title': 'Mehr als 100 Units',
  'warnings.premiumP2':
    'Über 100 Units hinaus wird nur Premium_P2 angeboten: Der Leitfaden rät, darauf hochzuskalieren.',
  'warnings.smallMessages.title': 'Kleine Nachrichten',
  'warnings.smallMessages': {
    one: '{names} sendet Nachrichten unter 1 KB. Jede davon belastet den Dienst wie 1.024 B, daher wird sie so dimensioniert.',
    other:
      '{names} senden Nachrichten unter 1 KB. Jede davon belastet den Dienst wie 1.024 B, daher werden sie so dimensioniert.',
  },
  'warnings.transportNotBenchmarked.title': 'Transporttyp nicht gemessen',
  'warnings.transportNotBenchmarked': {
    one: '{names} verwendet Server-Sent Events oder Long-Polling; der Leitfaden hat nur WebSocket gemessen, daher kann ihr Durchsatz geringer sein als dimensioniert.',
    other:
      '{names} verwenden Server-Sent Events oder Long-Polling; der Leitfaden hat nur WebSocket gemessen, daher kann ihr Durchsatz geringer sein als dimensioniert.',
  },
  'warnings.interpolated.title': 'Interpoliert',
  'warnings.interpolated':
    'Unit {units} ist keine Spalte der Tabellen des Leitfadens: Die Kapazitäten dieser Unit werden zwischen Unit {from} interpoliert.',
  'warnings.slip.title': 'Ein Versehen im Leitfaden',
  'warnings.slip':
    'Die Tabelle {table} gibt in der Zeile „{row}“ bei Unit {unit} einen Wert an, dem ihre eigene Formel widerspricht – genau dort, wo dieser Tarif sie liest.',
  'warnings.slip.row.inboundBytesPerSecond': 'Eingehende Bandbreite',
  'warnings.slip.row.outboundBytesPerSecond': 'Ausgehende Bandbreite',
  'warnings.slip.row.groupMemberCount': 'Anzahl der Gruppenmitglieder',
  'warnings.slip.title.bigGroup.inboundBytesPerSecond': 'Versehen: große Gruppe ein, Unit {unit}',
  'warnings.slip.title.bigGroup.outboundBytesPerSecond': 'Versehen: große Gruppe aus, Unit {unit}',
  'warnings.slip.title.bigGroup.groupMemberCount': 'Versehen: Gruppenmitglieder, Unit {unit}',
  'warnings.slip.title.restUser.inboundBytesPerSecond':
    'Versehen: REST an Benutzer ein, Unit {unit}',
  'warnings.slip.title.restUser.outboundBytesPerSecond':
    'Versehen: REST an Benutzer aus, Unit {unit}',
  'warnings.slip.engine':
    'Das Tool verwendet den Formelwert, weil die Nachrichtenraten das sind, was die Benchmarks gemessen haben:',
  'warnings.contradiction.title': 'Der Leitfaden widerspricht sich',
  'warnings.contradiction': {
    one: 'Der Leitfaden widerspricht sich zur Tabelle {tables} ({units}), genau dort, wo dieser Tarif sie liest.',
    other:
      'Der Leitfaden widerspricht sich zu den Tabellen {tables} ({units}), genau dort, wo dieser Tarif sie liest.',
  },
  'warnings.contradiction.general':
    'Zwei Stellen des Leitfadens widersprechen sich dort, wo dieser Tarif ihn liest.',
  'warnings.contradiction.appServers': {
    one: 'Der Leitfaden widerspricht sich zur Tabelle {tables} ({units}), genau dort, wo die App-Server abgelesen werden.',
    other:
      'Der Leitfaden widerspricht sich zu den Tabellen {tables} ({units}), genau dort, wo die App-Server abgelesen werden.',
  },
  'warnings.contradiction.serverConnectionsInQuota':
    'Die Benchmarks des Leitfadens setzen neben ihren Serververbindungen ein volles Kontingent an Clients auf jede Unit, doch der Dienst rechnet Serververbindungen auf dasselbe Kontingent an. Sie haben gewählt, so zu dimensionieren, wie die Benchmarks liefen; dieser Tarif kann daher Verbindungen ablehnen.',
  'warnings.contradiction.premiumP2Threshold':
    'Der Leitfaden sagt sowohl, dass mehr als 100 Units Premium_P2 erfordern, als auch, dass dies erst ab mehr als 200 Units gilt. Standard_S1 und Premium_P1 werden mit höchstens 100 Units angeboten, daher ist dieser Tarif in jedem Fall Premium_P2.',
  'warnings.contradiction.title.connectionUnit20Column': 'An Verbindung: 20 statt 10',
  'warnings.contradiction.title.connectionP2Routing': 'An Verbindung: P2-Routing',
  'warnings.contradiction.title.broadcastAppServers': 'App-Server: Text 2, Tabellen 1',
  'warnings.contradiction.title.smallGroupPlateauThenPremiumP2': 'Plateau kleiner Gruppen, dann P2',
  'warnings.contradiction.title.serverConnectionsInQuota': 'Serververbindungen im Kontingent',
  'warnings.contradiction.title.premiumP2Threshold': 'Premium_P2: ab 100 oder 200?',
  'warnings.contradiction.title.smallGroupOutboundExceedsBroadcast':
    'Kleine Gruppen über Broadcast',
  'warnings.contradiction.title.smallGroupOutboundExceedsBigGroup': 'Kleine über große Gruppen',
  'warnings.contradiction.title.smallGroupPlateauContactSupport': 'Plateau kleiner Gruppen',
  'warnings.contradiction.title.connectionPlateau': 'Plateau bei An Verbindung',
  'warnings.contradiction.title.premiumP2AtUnit100': 'Unit 100: Spalte P1 oder P2?',
  'warnings.contradiction.engine': 'Was das Tool tut:',
  'warnings.nearConnectionQuota.title': 'Nahe am Verbindungskontingent',
  'warnings.nearConnectionQuota':
    'Dieser Tarif nutzt {utilization} seines Verbindungskontingents. Der Dienst lehnt Verbindungen über dem Kontingent ab (HTTP 429, „Connection count reaches limit“), eine Welle von Neuverbindungen oder eine Spitzenstunde schlägt also fehl: Legen Sie ein Verbindungsziel fest oder planen Sie automatische Skalierung.',
  'warnings.nearConnectionQuota.webPubSub':
    'Dieser Tarif nutzt {utilization} seines Verbindungskontingents. Verbindungen darüber werden gedrosselt (der Leitfaden), eine Welle von Neuverbindungen oder eine Spitzenstunde schlägt also fehl: Legen Sie ein Verbindungsziel fest oder planen Sie automatische Skalierung.',
  'warnings.freeTierAssumption.title': 'Free-Tarif angenommen',
  'warnings.freeTierAssumption':
    'Der Leitfaden hat keine Spalte für Free: Free erhält den Durchsatz von Unit 1 und ist auf {connections} Verbindungen und {messages} Nachrichten pro Tag begrenzt. Free hat kein SLA: Geplant ist ein App-Server mit den standardmäßigen {perHub} Serververbindungen pro Hub des SDK.',
  'warnings.freeTierAssumption.webPubSub':
    'Der Leitfaden hat keine Spalte für Free: Free erhält den Durchsatz von Unit 1 und ist auf {connections} Verbindungen und {messages} Nachrichten pro Tag begrenzt. Free hat kein SLA.',
  'warnings.aspnetFallback.title': 'Keine ASP.NET-Tabelle',
  'warnings.aspnetFallback': {
    one: 'Der Leitfaden hat keine App-Server-Tabelle für ASP.NET zu {names}: Deren App-Server werden nach der Tabelle für ASP.NET Core gezählt.',
    other:
      'Der Leitfaden hat keine App-Server-Tabelle für ASP.NET zu {names}: Deren App-Server werden nach den Tabellen für ASP.NET Core gezählt.',
  },
  'warnings.messageSizeLimit.title': 'Grenze der Nachrichtengröße',
  'warnings.messageSizeLimit.title.hubReceive': 'Größe: App-Server',
  'warnings.messageSizeLimit.title.sseLongPolling': 'Größe: SSE, Polling',
  'warnings.messageSizeLimit.title.restBody': 'Größe: REST-API',
  'warnings.messageSizeLimit.hubReceive': {
    one: '{names} sendet Nachrichten über {limit} – mehr, als der App-Server standardmäßig von einem Client annimmt. Erhöhen Sie {setting} auf dem App-Server, oder senden Sie kleinere Nachrichten.',
    other:
      '{names} senden Nachrichten über {limit} – mehr, als der App-Server standardmäßig von einem Client annimmt. Erhöhen Sie {setting} auf dem App-Server, oder senden Sie kleinere Nachrichten.',
  },
  'warnings.messageSizeLimit.sseLongPolling': {
    one: '{names} sendet von Clients mit Server-Sent Events oder Long-Polling Nachrichten über {limit}, die der Dienst von solchen Clients nicht annimmt. Verwenden Sie WebSocket, oder senden Sie kleinere Nachrichten.',
    other:
      '{names} senden von Clients mit Server-Sent Events oder Long-Polling Nachrichten über {limit}, die der Dienst von solchen Clients nicht annimmt. Verwenden Sie WebSocket, oder senden Sie kleinere Nachrichten.',
  },
  'warnings.messageSizeLimit.restBody': {
    one: '{names} sendet über die REST-API Nachrichten über {limit}; die REST-API nimmt höchstens 1 MB pro Nachrichtentext an. Senden Sie kleinere Nachrichten.',
    other:
      '{names} senden über die REST-API Nachrichten über {limit}; die REST-API nimmt höchstens 1 MB pro Nachrichtentext an. Senden Sie kleinere Nachrichten.',
  },
  'warnings.unitQuota.title': 'Regionales Unit-Kontingent',
  'warnings.unitQuota':
    '{units} Units sind mehr als die {quota} Units, die ein Abonnement standardmäßig pro Region erhält. Bitten Sie den Azure-Support vor der Bereitstellung, das Kontingent zu erhöhen.',
  'warnings.unitQuota.instances':
    '{instances} Instanzen mit je {unitsPerInstance} Units bringen {units} Units in eine Region, mehr als die {quota} Units, die ein Abonnement standardmäßig pro Region erhält. Bitten Sie den Azure-Support vor der Bereitstellung, das Kontingent dort auf {units} Units zu erhöhen, oder verteilen Sie die Instanzen auf {regions} Regionen ({perRegion} in jeder).',
  'warnings.unitQuota.instancesOverQuota':
    '{instances} Instanzen mit je {unitsPerInstance} Units bringen {units} Units in eine Region, mehr als die {quota} Units, die ein Abonnement standardmäßig pro Region erhält, und schon eine Instanz allein ist mehr. Bitten Sie den Azure-Support vor der Bereitstellung, das Kontingent dort auf {units} Units zu erhöhen, oder auf {unitsPerInstance} Units in jeder von {instances} Regionen.',
  'warnings.unitQuota.eachRegion': {
    one: 'Die Region des Plans braucht ebenso viel.',
    other:
      'Jede der {count} Regionen des Plans (die primäre und ihre Replikate) braucht ebenso viel.',
  },
  'warnings.slowReconnect.title': 'Ansturm von Neuverbindungen',
  'warnings.slowReconnect':
    'Nach einem Neustart oder einer kurzen Netzwerkstörung verbinden sich {connections} Clients mit etwa {rate} pro Sekunde neu: {seconds}. Die SignalR-Clients versuchen es standardmäßig {window} lang erneut, daher würden manche aufgeben. Verteilen Sie die Neuverbindungen mit zufälligen Verzögerungen, verlängern Sie die Wiederholungsversuche, oder verteilen Sie die Clients auf mehrere Instanzen.',
  'warnings.slowReconnect.extrapolated':
    'Oberhalb von Unit 100 ist keine Rate veröffentlicht: Die Rate von Unit 100 wird angenommen.',
  'warnings.appServersExtrapolated.title': 'Jenseits der App-Server-Tabellen',
  'warnings.appServersExtrapolated': {
    one: '{names} belastet die App-Server stärker, als die App-Server-Tabelle des Leitfadens gemessen hat: Deren App-Server werden proportional aus der letzten Spalte hochgerechnet.',
    other:
      '{names} belasten die App-Server stärker, als die App-Server-Tabellen des Leitfadens gemessen haben: Deren App-Server werden proportional aus der letzten Spalte hochgerechnet.',
  },

  // working
  'working.heading': 'Unsere Rechnung prüfen',
  'working.empty':
    'Fügen Sie eine Arbeitslast hinzu, um die Formeln des Leitfadens mit ihren Werten zu sehen.',
  'working.intro.fit':
    'Die Formeln des Leitfadens mit Ihren Werten, verglichen mit dem empfohlenen Tarif {tier} in den Tabellen aus „{edition}“.',
  'working.intro.noFit':
    'Kein Tarif passt, daher wird jede Arbeitslast mit dem nächstliegenden, {tier}, in den Tabellen aus „{edition}“ verglichen.',
  'working.intro.fit.webPubSub':
    'Die Formeln des Leitfadens mit Ihren Werten, verglichen mit dem empfohlenen Tarif {tier} in den Tabellen von Azure Web PubSub aus „{edition}“.',
  'working.intro.noFit.webPubSub':
    'Kein Tarif passt, daher wird jede Arbeitslast mit dem nächstgelegenen, {tier}, in den Tabellen von Azure Web PubSub aus „{edition}“ verglichen.',
  'working.unnamedWorkload': 'Arbeitslast {number}',
  'working.intro.instance': {
    one: 'Der Plan verteilt die Clients auf {count} Instanz: Jede Zahl unten ist der Anteil einer Instanz an der Last.',
    other:
      'Der Plan verteilt die Clients auf {count} Instanzen: Jede Zahl unten ist der Anteil einer Instanz an der Last.',
  },
  'working.summary': '{name} ({pattern})',
  'working.bytes': '{value} B',
  'working.ceilings': 'Obergrenzen bei {tier}',
  'working.ceiling.connections': 'Verbindungen: {capacity} ({perUnit} pro Unit).',
  'working.ceiling.serverConnections':
    'Davon sind {server} Serververbindungen, sodass {clients} für Clients bleiben.',
  'working.ceiling.inbound':
    'Maximal eingehend: Tabelle {table} bei Unit {units}, {rate} Nachr./s × {tableBytes} = {bandwidth}.',
  'working.ceiling.outbound':
    'Maximal ausgehend: Tabelle {table} bei Unit {units}, {rate} Nachr./s × {tableBytes} = {bandwidth}.',
  'working.ceiling.dailyMessages': 'Nachrichten pro Tag: Free-Kontingent von {quota}.',
  'working.ceiling.atOrBelow':
    'Nach der ungünstigsten Lesart (Einstellungen) werden Bandbreite und Routing dieser Stufe bei Unit {column} gelesen, der gedruckten Spalte bei oder unter ihren {units} Units.',
  'working.interpolated':
    'Die Tabelle {table} hat keine Spalte für Unit {units}: interpoliert zwischen Unit {from} und {to}.',
  'working.formulas': 'Formeln',
  'working.inbound':
    'Eingehend: {senders} Sender ÷ {interval} = {rate} Nachr./s × {messageBytes} = {bandwidth}',
  'working.outbound.single':
    'Ausgehend: {rate} Nachr./s × 1 Empfänger = {outRate} Nachr./s × {messageBytes} = {bandwidth}',
  'working.outbound.broadcast':
    'Ausgehend: {rate} Nachr./s × {fanOut} Verbindungen = {outRate} Nachr./s × {messageBytes} = {bandwidth}',
  'working.outbound.group':
    'Ausgehend: {rate} Nachr./s × {fanOut} Mitglieder = {outRate} Nachr./s × {messageBytes} = {bandwidth}',
  'working.load.small':
    'Last: Nachrichten unter 1 KB zählen als {loadBytes}, daher bewältigt der Dienst {inLoad} eingehend und {outLoad} ausgehend.',
  'working.chunks': {
    one: '{count} Block von {chunkBytes}',
    other: '{count} Blöcke von {chunkBytes}',
  },
  'working.chunks.bytes': '{messageBytes} ÷ {chunkBytes}',
  'working.billed.client':
    'Abgerechnet: ({outRate} zugestellt + {legRate} zum App-Server) Nachr./s × {chunks} × {secondsPerDay} s = {billed} Nachrichten/Tag',
  'working.billed.serverless':
    'Abgerechnet: {outRate} zugestellte Nachr./s × {chunks} × {secondsPerDay} s = {billed} Nachrichten/Tag (serverlos: keine Strecke zu einem App-Server)',
  'working.billed.upstream':
    'Abgerechnet: ({outRate} zugestellt + {legRate} zum Upstream) Nachr./s × {chunks} × {secondsPerDay} s = {billed} Nachrichten/Tag',
  'working.billed.noUpstream':
    'Abgerechnet: {outRate} zugestellte Nachr./s × {chunks} × {secondsPerDay} s = {billed} Nachrichten/Tag (kein Server sieht diese Nachrichten: kein Aufruf des Upstreams)',
  'working.billed.webPubSub.source':
    'Herstellerseite „Billing model of Azure Web PubSub service“: Die Nachrichtenzahl ist „die Größe des ausgehenden Datenverkehrs (Bytes) geteilt durch 2 KB“ (100 KB Datenverkehr sind 50 Nachrichten), die an die Upstream-Webhooks gesendeten Nachrichten eingeschlossen; eingehender wird nicht abgerechnet.',
  'working.shares': 'Anteil an {tier}',
  'working.share.connections': 'Verbindungen: {value} von {capacity} = {share}',
  'working.share.inbound':
    'Eingehende Bandbreite: {load} von {capacity} der Tabelle {table} bei Unit {units} = {share}',
  'working.share.outbound':
    'Ausgehende Bandbreite: {load} von {capacity} der Tabelle {table} bei Unit {units} = {share}',
  'working.share.routing':
    'Routingkosten: {rate} Nachr./s von {capacity} Nachr./s der Tabelle {table} bei Unit {units} = {share}',
  'working.share.routedLarge': '{rate} Nachr./s × {messageBytes} ÷ 2.048 B = {routed}',
  'working.share.routingGroup': 'Routingkosten: {rate} Nachr./s von {capacity} Nachr./s = {share}',
  'working.share.routingNone':
    'Routingkosten: Keine Routingtabelle begrenzt diesen Anwendungsfall; seine Kosten zeigen sich in der Bandbreite.',
  'working.share.dailyMessages': 'Nachrichten pro Tag: {billed} von {quota} (Free) = {share}',
  'working.groupRule.one':
    'Eine Gruppe mit 1 Mitglied wird wie „An Verbindung senden“ geroutet: Tabelle {table} bei Unit {units}, {capacity} Nachr./s.',
  'working.groupRule.small':
    'Gruppen mit 10 oder mehr Mitgliedern lesen die Tabelle {table} bei Unit {units}: {capacity} Nachr./s.',
  'working.groupRule.between':
    'Eine Gruppe mit {size} Mitgliedern liegt zwischen „An Verbindung senden“ (1 Mitglied, {connectionRate} Nachr./s) und kleinen Gruppen (10 Mitglieder, {smallGroupRate} Nachr./s), logarithmisch interpoliert: {connectionRate} + ({smallGroupRate} − {connectionRate}) × log10({size}) = {capacity} Nachr./s.',
  'working.groupRule.smallOnly':
    'Der Leitfaden von Web PubSub hat keine Gruppe unter 10 Mitgliedern gemessen: Jede Gruppe liest die Tabelle {table} bei Unit {units}, {capacity} Nachr./s.',
  'working.groupRule.better':
    'Eine Gruppe mit {size} Mitgliedern liegt zwischen „An Verbindung senden“ (1 Mitglied, {connectionRate} Nachr./s) und kleinen Gruppen (10 Mitglieder, {smallGroupRate} Nachr./s); die günstigste Lesart nimmt den besseren der beiden Werte: {capacity} Nachr./s.',
  'working.groupRule.worse':
    'Eine Gruppe mit {size} Mitgliedern liegt zwischen „An Verbindung senden“ (1 Mitglied, {connectionRate} Nachr./s) und kleinen Gruppen (10 Mitglieder, {smallGroupRate} Nachr./s); die ungünstigste Lesart nimmt den schlechteren der beiden Werte: {capacity} Nachr./s.',
  'working.groupRule.deliveries':
    'Die ungünstigste Lesart begrenzt Gruppen mit {size} Mitgliedern durch ihre Zustellungen, logarithmisch interpoliert zwischen dem Benchmark der kleinen Gruppen ({smallDeliveries} Zustellungen/s bei 10 Mitgliedern) und dem der großen Gruppe ({bigDeliveries} Zustellungen/s bei {bigMembers} Mitgliedern): {deliveries} Zustellungen/s ÷ {size} Mitglieder = {capacity} Nachr./s.',
  'working.appServers': 'App-Server',
  'working.appServers.rule':
    'Jede App-Server-Tabelle ordnet der Last eines Benchmarks die App-Server zu, mit denen er lief. Eine Arbeitslast wird bei ihrer eigenen Last abgelesen, nicht bei den Units, die der Rest der Mischung braucht: Echo, kleine Gruppen und „An Verbindung senden“ nach den Nachrichten pro Sekunde, die ihr Hub verarbeitet; Broadcasts und große Gruppen, deren Benchmarks stets 2 bzw. 20 Nachrichten pro Sekunde sendeten, nach ihren Zustellungen pro Sekunde.',
  'working.appServers.messages': '{value} Nachr./s über den App-Server',
  'working.appServers.deliveries': '{value} Zustellungen/s',
  'working.appServers.table': 'App-Server-Tabelle {pattern} ({framework})',
  'working.appServers.column': '{table}, beim Benchmark von Unit {units}: {figure}',
  'working.appServers.between':
    '{table}, zwischen den Benchmarks von Unit {from} und {to}: {figure}',
  'working.appServers.beyond':
    '{table}, jenseits ihres größten Benchmarks (Unit {units}), proportional: {figure}',
  'working.appServers.read': '{name}: {load}, abgelesen in {reading}. Allein: {servers}.',
  'working.appServers.fasterThanBenchmark':
    'Diese Arbeitslast sendet schneller als die {measured} Nachr./s ihres Benchmarks, daher wird die Tabelle desselben Hub-Aufrufs bei ihrer Rate abgelesen; nach ihrer eigenen Tabelle: {own}. Der größere Wert zählt.',
  'working.appServers.mix':
    'Zusammen: die Lasten auf derselben Tabelle addiert und einmal abgelesen ({loads}); die Werte addiert und aufgerundet: {combined}. Einzeln brauchen sie insgesamt {alone}, und die Mischung braucht nie mehr; mindestens {minimum} (laut Leitfaden genügen zwei für die SLA): {servers}.',
  'working.appServers.clients':
    'Seine {clients} Clients: höchstens {perServer} pro App-Server, so viele, wie die Benchmarks des Leitfadens für dieses Muster höchstens betrieben (Verbindungen einer Spalte ÷ ihre App-Server): {figure}.',
  'working.appServers.clients.bigGroup':
    'Seine {clients} Clients: höchstens {perServer} pro App-Server, so viele, wie ein Gruppen-Benchmark des Leitfadens höchstens betrieb (große Gruppen, die höchstens {measured} Nachr./s senden, wie diese Workload; jede Gruppengröße liest dieselbe Grenze, sodass eine größere Gruppe nie weniger App-Server erhält): {figure}.',
  'working.appServers.clients.smallGroup':
    'Seine {clients} Clients: höchstens {perServer} pro App-Server, so viele, wie die Benchmarks kleiner Gruppen des Leitfadens höchstens betrieben (sie sendet schneller als die {measured} Nachr./s des Benchmarks großer Gruppen, daher liest jede Gruppengröße die Grenze der kleinen Gruppen, und eine größere Gruppe erhält nie weniger App-Server): {figure}.',
  'working.appServers.clientsMix':
    'Die Clients der gesamten Mischung brauchen {figure}, und kein App-Server hält mehr Clients, als die Benchmarks betrieben.',
  'working.appServers.free':
    'Free hat kein SLA und höchstens 20 Verbindungen: {servers}, mit den Standard-Serververbindungen des SDK (unsere Annahme: Die Empfehlung des Leitfadens gilt für Last, die Free nie trägt).',
  'working.appServers.none': 'Keine App-Server: Jede Arbeitslast ist serverlos (REST-API).',
  'working.upstream': 'Der Upstream (Ereignishandler)',
  'working.upstream.requests':
    '{names}: Jedes Clientereignis ist ein HTTP-POST (CloudEvents) an Ihren Upstream, der es beantworten muss: {requests} Anforderungen pro Sekunde in der Spitze, jede als ausgehende Nachricht abgerechnet, zusätzlich zur Antwort, die der Client erhält.',
  'working.upstream.source':
    'Herstellerseiten „CloudEvents extension for Azure Web PubSub event handler“ (der Dienst ruft den Upstream für jeden WebSocket-Nachrichtenframe auf und sendet seine Antwort an den Client) und „Billing model of Azure Web PubSub service“. Der Echo-Benchmark des Leitfadens lief über HTTP 1.1 und setzte voraus, dass der Upstream kein Engpass ist: Dimensionieren Sie ihn selbst für diese Rate.',
  'working.upstream.none':
    'Kein Upstream zu dimensionieren: Gruppen laufen über das Web PubSub-Unterprotokoll und REST-Aufrufe kommen von Ihrem eigenen Server, daher geht kein Clientereignis an einen Server.',
  'working.serverConnections': 'Serververbindungen',
  'working.serverConnections.counted':
    '{servers} App-Server × {hubs} Hubs × {perHub} Serververbindungen pro Hub = {total}, zusammen mit den Clients auf das Verbindungskontingent angerechnet.',
  'working.serverConnections.aspnet':
    '{servers} App-Server × ({hubs} Hubs + der Standard-Hub, den ASP.NET SignalR hinzufügt) × {perHub} Serververbindungen pro Hub = {total}, zusammen mit den Clients auf das Verbindungskontingent angerechnet.',
  'working.serverConnections.source':
    'Das Kontingent umfasst Server- und Clientverbindungen gleichermaßen (Azure/azure-signalr issue 254; die Herstellerseite „Messages and connections in Azure SignalR Service“).',
  'working.serverConnections.notCounted':
    'Wie in den Benchmarks des Leitfadens nicht auf das Verbindungskontingent angerechnet; der Hersteller rechnet sie an (Azure/azure-signalr issue 254).',
  'working.serverConnections.serverless':
    'Keine: Im serverlosen Modus verbindet sich kein App-Server mit dem Dienst.',
  'working.serverConnections.webPubSub':
    'Keine: Web PubSub hat keine Hubserver, daher hält sein Verbindungskontingent (1.000 pro Unit) nur die Clients.',
  'working.reconnect.heading': 'Neuverbindung aller Clients',
  'working.reconnect.webPubSub':
    'Web PubSub veröffentlicht keine Rate für Verbindungsaufbauten, daher wird die Zeit, in der sich alle Clients gleichzeitig neu verbinden, nicht berechnet.',
  'working.reconnect':
    '{clients} Clients ÷ {rate} Verbindungen pro Sekunde, die {tier} annimmt = {seconds}. Die standardmäßige automatische Neuverbindung der SignalR-Clients versucht es {window} lang.',
  'working.reconnect.source':
    'Verbindungen pro Sekunde nach Instanzgröße, von den Maintainern des Dienstes (Azure/azure-signalr issue 1282): Free {free}; {points}; linear dazwischen.',
  'working.reconnect.point': 'Unit {units}: {rate}',
  'working.reconnect.slip':
    'Unit {units}: Der Thread nennt {printed} pro Sekunde, seine eigene Zeitangabe (25 s für 100.000 Verbindungen) ergibt aber {used}, und in jeder anderen Zeile passt die Zeit zur Rate: Die Engine verwendet {used}.',
  'working.reconnect.extrapolated':
    'Oberhalb von Unit 100 ist nichts veröffentlicht: Die Rate von Unit 100 wird beibehalten.',
  'working.limits.heading': 'Weitere Grenzwerte des Dienstes',
  'working.limits.messageSize':
    'Nachrichtengrößen: Die größte hier ist {largest}. Der App-Server nimmt von Clients standardmäßig Nachrichten bis {hub} an ({setting} erhöht das); Long-Polling- und Server-Sent-Events-Clients sowie die REST-API nehmen höchstens {rest}.',
  'working.limits.messageSize.source':
    'Herstellerseite „Messages and connections in Azure SignalR Service“ (Message size). „1MB“ wird als 1.000.000 B gelesen, die strengere Lesart.',
  'working.limits.unitQuota':
    'Units: {units} von den {quota}, die ein Abonnement standardmäßig pro Region erhält; mehr auf Anfrage.',
  'working.limits.unitQuota.source': 'Herstellerseite „Azure SignalR Service limits“.',
  'working.limits.unitQuota.source.webPubSub':
    'Herstellerseiten „Azure Web PubSub limits“ und „Scale an Azure Web PubSub service instance“: standardmäßig 150 Units pro Abonnement und Region, ein weiches Limit, das auf Anfrage erhöht wird.',
  'working.plan.heading': 'Wie der Plan bereitstellt und abrechnet',
  'working.plan.deploys': 'Der Plan stellt {deployment} bereit.',
  'working.plan.routedSize':
    'Eine weitergeleitete Nachricht über 2.048 B (Senden an Verbindung, REST-Senden an Benutzer, Gruppen) zählt als ihre Größe ÷ 2.048 Nachrichten ihrer Routingtabelle, zusätzlich zur Bandbreite, die sie belegt.',
  'working.plan.routedSize.source':
    'Die Tabellen des Leitfadens wurden mit Nachrichten von 2 KB gemessen (Schnellbewertung), und der Leitfaden liest die Kapazität eines Musters aus der Tabelle dieses Musters ab.',
  'working.plan.routedSize.webPubSub':
    'Eine geroutete Nachricht über 2.048 B (REST-Senden an Benutzer, Gruppen) zählt als ihre Größe ÷ 2.048 Nachrichten ihrer Routingtabelle, zusätzlich zur Bandbreite, die sie belegt.',
  'working.plan.routedSize.source.webPubSub':
    'Die Tabellen des Leitfadens wurden mit Nachrichten zu 2.048 Byte gemessen („the default message size is 2,048 bytes“), und jeder Anwendungsfall liest seine eigene Tabelle. Unsere Annahme, wie bei SignalR.',
  'working.plan.oneInstance.webPubSub':
    'Eine Instanz: Web PubSub verteilt seine Clients nicht auf mehrere Instanzen, daher passt eine Last, die eine Instanz nicht tragen kann, zu nichts, und die Antwort sagt das.',
  'working.plan.instances.source.webPubSub':
    'Microsoft Q&A 739830: Mehrere Instanzen sind „not applicable for the PubSub WebSocket clients using the PubSub subprotocol“.',
  'working.plan.oneInstance':
    'Eine Instanz trägt die Last. Wo eine nicht reicht, verteilt der Plan die Clients auf die wenigsten gleichen Instanzen, die es schaffen: Jede empfängt dann alle Nachrichten außer den Echos und stellt an ihre eigenen Clients zu, und jeder App-Server verbindet sich mit jeder Instanz.',
  'working.plan.instances': {
    one: '{count} gleiche Instanz, weil eine die Last nicht trägt: Jede hält etwa {clients} Clients, empfängt alle Nachrichten außer den Echos (das SDK sendet Broadcasts sowie Gruppen-, Benutzer- und Verbindungsnachrichten an jede Instanz) und stellt an ihre eigenen Clients zu; jeder App-Server verbindet sich mit jeder Instanz, also rechnet jede {serverConnections} Serververbindungen auf ihr Kontingent an. Instanzen in einer Region teilen sich deren Unit-Kontingent.',
    other:
      '{count} gleiche Instanzen, weil eine die Last nicht trägt: Jede hält etwa {clients} Clients, empfängt alle Nachrichten außer den Echos (das SDK sendet Broadcasts sowie Gruppen-, Benutzer- und Verbindungsnachrichten an jede Instanz) und stellt an ihre eigenen Clients zu; jeder App-Server verbindet sich mit jeder Instanz, also rechnet jede {serverConnections} Serververbindungen auf ihr Kontingent an. Instanzen in einer Region teilen sich deren Unit-Kontingent.',
  },
  'working.plan.instances.source':
    'Herstellerseiten „Scale SignalR Service with multiple instances“ (das SDK wählt für jeden Client zufällig eine Instanz) und „Azure SignalR Service limits“ (Instanzen hinzufügen, wenn eine nicht reicht; das Kontingent von 150 Units gilt pro Abonnement und Region).',
  'working.plan.replicas':
    '{regions} Regionen mit {shares} der Clients: Jede Region rechnet ihre eigenen Units und die an ihre eigenen Clients zugestellten Nachrichten ab, also sind die {billed} pro Tag abgerechneten Nachrichten so viele, wie eine einzelne Region abrechnen würde.',
  'working.plan.replicas.source':
    'Herstellerseite „Geo-replication in Azure SignalR“: Jedes Replikat wird für seine eigenen Units und seinen ausgehenden Verkehr abgerechnet, mit eigenem kostenlosem Nachrichtenkontingent; eine an ein anderes Replikat weitergeleitete Nachricht wird als ausgehend abgerechnet, wenn sie dort zugestellt wird.',
  'working.plan.crossRegion':
    'Zwischen den Regionen weitergeleitete Nachrichten: {bytes} pro Tag × {days} Tage × {rate} pro GB = {cost} pro Monat über den Datenübertragungszähler von Azure (seine Bandbreitenpreise zwischen Regionen, Stand {date}; Ihren eigenen Preis unter „Preise“), Teil der monatlichen Kosten.',
  'working.plan.crossRegion.assumption':
    'Unsere Annahme: Die Clients verteilen sich gleichmäßig auf die Regionen, App-Server verbinden sich mit dem nächsten Replikat, und eine Nachricht geht einmal in jede andere Region, in der ein Empfänger ist (eine Gruppe mit g Mitgliedern erreicht eine Region mit dem Anteil s der Clients mit der Wahrscheinlichkeit 1 − (1 − s)^g).',
  'working.plan.replicas.source.webPubSub':
    'Herstellerseite „Geo-replication in Azure Web PubSub“: Jedes Replikat wird separat für seine eigenen Units und seinen ausgehenden Datenverkehr abgerechnet, mit eigenem kostenlosem Nachrichtenkontingent; eine über Replikate übertragene und zugestellte Nachricht wird als ausgehende Nachricht abgerechnet.',
  'working.plan.crossRegion.webPubSub':
    'Zwischen den Regionen weitergeleitete Nachrichten: {bytes} pro Tag × {days} Tage × {rate} pro GB = {cost} pro Monat über den Datenübertragungszähler von Azure („egress fees for cross region outbound traffic“; seine Bandbreitenpreise zwischen Regionen, Stand {date}; Ihren eigenen Preis unter „Preise“), Teil der monatlichen Kosten.',
  'working.plan.crossRegion.assumption.webPubSub':
    'Unsere Annahme: Die Clients verteilen sich gleichmäßig auf die Regionen, und eine Nachricht geht einmal in jede andere Region, in der ein Empfänger ist (eine Gruppe mit g Mitgliedern erreicht eine Region mit dem Anteil s der Clients mit der Wahrscheinlichkeit 1 − (1 − s)^g).',
  'working.plan.crossRegion.sharesGiven.webPubSub':
    'Unsere Annahme: Die Clients verteilen sich nach den von Ihnen angegebenen Anteilen, und eine Nachricht geht einmal in jede andere Region, in der ein Empfänger ist (eine Gruppe mit g Mitgliedern erreicht eine Region mit dem Anteil s der Clients mit der Wahrscheinlichkeit 1 − (1 − s)^g).',
  'working.plan.crossRegion.sharesGiven':
    'Unsere Annahme: Die Clients verteilen sich nach den von Ihnen angegebenen Anteilen, App-Server verbinden sich mit dem nächsten Replikat, und eine Nachricht geht einmal in jede andere Region, in der ein Empfänger ist (eine Gruppe mit g Mitgliedern erreicht eine Region mit dem Anteil s der Clients mit der Wahrscheinlichkeit 1 − (1 − s)^g).',
  'working.plan.autoscale': 'Autoskalierung: {rule}',
  'working.plan.autoscale.source':
    'Herstellerseite „Automatically scale units of an Azure SignalR Service“: nur Premium; ihr Beispiel skaliert oberhalb von {out} der Connection Quota Utilization hoch und unterhalb von {in} herunter, und sie rät zu {coolDown} zwischen Skalierungsaktionen. Die Simulation Stunde für Stunde ist unsere Annahme.',
  'working.plan.autoscale.source.webPubSub':
    'Herstellerseite „Automatically scale units of an Azure Web PubSub service“: nur Premium; ihr Beispiel skaliert oberhalb von {out} der Connection Quota Utilization hoch und unterhalb von {in} herunter, und sie rät zu {coolDown} zwischen Skalierungsaktionen. Die Simulation Stunde für Stunde ist unsere Annahme.',
  'working.range.heading': 'Wo der Leitfaden schweigt',
  'working.range.none':
    'Jeder Grenzwert liest hier eine Spalte, die der Leitfaden gedruckt hat, und eine Gruppengröße, die er gemessen hat: Die Lesarten stimmen überein.',
  'working.range.groupSize':
    'Gruppen mit {size} Mitgliedern liegen zwischen den Gruppengrößen, die der Leitfaden gemessen hat: {lower} und {upper} Mitglieder.',
  'working.range.bigGroup':
    'Gruppen mit {size} Mitgliedern sind größer als die größte Gruppe, die der Leitfaden gemessen hat: {measured} Mitglieder.',
  'working.range.units':
    'Unit {units} liegt zwischen den Spalten {lower} und {upper} des Leitfadens.',
  'working.range.billedBytes':
    'Web PubSub rechnet „die Größe des ausgehenden Datenverkehrs (Bytes) geteilt durch 2 KB“ ab (seine Abrechnungsseite: 100 KB Datenverkehr sind 50 Nachrichten). Pro Nachricht gelesen, zählte jede Nachricht von {names} als volle 2-KB-Nachrichten: Die Engine rechnet die Bytes ab, die ungünstigste Lesart ganze Nachrichten.',
  'working.range.optimistic':
    'Günstigste Lesart: linear zwischen den Spalten, Gruppen mit 2–9 Mitgliedern zum besseren Wert aus „An Verbindung senden“ und kleinen Gruppen: {tier}.',
  'working.range.interpolated':
    'Die Lesart des Tools: linear zwischen den Spalten, Gruppen mit 2–9 Mitgliedern logarithmisch interpoliert, größere Gruppen wie kleine Gruppen geroutet, wobei ihre ausgehenden Nachrichten in der ausgehenden Bandbreite zu Buche schlagen.',
  'working.range.conservative':
    'Ungünstigste Lesart: jeder Tarif bei seiner gedruckten Spalte bei oder unterhalb seiner Units, Gruppen mit 2–9 Mitgliedern zur schlechteren Rate, größere Gruppen durch ihre Zustellungen begrenzt, logarithmisch interpoliert zwischen den Benchmarks für kleine und große Gruppen: {tier}.',
  'working.range.optimistic.webPubSub':
    'Günstigste Lesart: linear zwischen den Spalten, Gruppen mit 2–9 Mitgliedern zur Rate kleiner Gruppen (der Leitfaden hat keine kleinere Gruppe gemessen): {tier}.',
  'working.range.interpolated.webPubSub':
    'Die Lesart der Engine: linear zwischen den Spalten, Gruppen mit 2–9 Mitgliedern zur Rate kleiner Gruppen, größere Gruppen wie kleine geroutet, ihre Verteilung in ausgehender Bandbreite bezahlt.',
  'working.range.conservative.webPubSub':
    'Ungünstigste Lesart: jeder Tarif bei seiner gedruckten Spalte bei oder unterhalb seiner Units, Gruppen mit 2–9 Mitgliedern zur Rate kleiner Gruppen, größere Gruppen durch ihre Zustellungen begrenzt, logarithmisch interpoliert zwischen den Benchmarks für kleine und große Gruppen: {tier}.',
  'working.caveats': 'Wovor der Leitfaden von Web PubSub warnt',
  'working.caveats.lead':
    'Die eigenen Vorbehalte des Leitfadens zu den Tabellen, die dieses Szenario liest, mit seinen Worten.',
  'working.range.nothingFits': 'kein Tarif passt',
  'working.range.sizedBy.interpolated':
    'Die Empfehlung verwendet die Lesart des Tools (Einstellung „Lesart des Leitfadens“).',
  'working.range.sizedBy.optimistic':
    'Die Empfehlung verwendet die günstigste Lesart (Einstellung „Lesart des Leitfadens“).',
  'working.range.sizedBy.conservative':
    'Die Empfehlung verwendet die ungünstigste Lesart (Einstellung „Lesart des Leitfadens“).',
  // Pattern and table names are set in German quotation marks here because they are only used inside
  // sentences ("Tabelle {table}", "zu den Tabellen {tables}"), including in lists of several tables.
  'working.appServerPattern.echo': '„Echo“',
  'working.appServerPattern.broadcast': '„Broadcast“',
  'working.appServerPattern.smallGroup': '„An kleine Gruppe senden“',
  'working.appServerPattern.bigGroup': '„An große Gruppe senden“',
  'working.appServerPattern.connection': '„An Verbindung senden“',
  'working.framework.aspnetcore': 'ASP.NET Core',
  'working.framework.aspnet': 'ASP.NET',
  'working.table.quickEcho': '„Schnellauswertung: Echo“',
  'working.table.quickBroadcast': '„Schnellauswertung: Broadcast“',
  'working.table.echo': '„Echo“',
  'working.table.broadcast': '„Broadcast“',
  'working.table.smallGroup': '„An kleine Gruppe senden“',
  'working.table.bigGroup': '„An große Gruppe senden“',
  'working.table.connection': '„An Verbindung senden“',
  'working.table.restBroadcast': '„Übertragen über die REST-API“',
  'working.table.restUser': '„Über die REST-API an Benutzer senden“',

  // history
  'history.label': 'Rückgängig und wiederholen',
  'history.undo': 'Rückgängig',
  'history.redo': 'Wiederholen',
  'history.undone': 'Rückgängig gemacht.',
  'history.redone': 'Wiederholt.',

  // prices
  'prices.heading': 'Preise',
  'prices.status.default': 'Standardwerte des Katalogs, in {currency}',
  'prices.status.custom': {
    one: '{count} eigener Preis, in {currency}',
    other: '{count} eigene Preise, in {currency}',
  },
  'prices.status.priceList': 'Azure-Preise für {region}, in {currency}, gültig ab {date}',
  'prices.intro':
    'Die monatlichen Kosten verwenden diese Preise in {currency}. Sie gehören zum Szenario: Links und exportierte Dateien enthalten sie.',
  'prices.source':
    'Standardwerte: Kopien der Preisliste des Herstellers aus Drittquellen, Stand {date}. Preise ändern sich und variieren je nach Region: Geben Sie Ihre eigenen ein.',
  'prices.perUnitPerDay': '{sku}, pro Unit und Tag',
  'prices.perMillion': 'Standard_S1, pro Million Nachrichten über die enthaltenen hinaus',
  'prices.perMillion.premium':
    'Premium-Tarife, pro Million Nachrichten über die enthaltenen hinaus',
  'prices.perGbCrossRegion': 'Datenübertragung zwischen Regionen (Georeplikate), pro GB',
  'prices.perGbCrossRegion.source':
    'Azure-Bandbreitenpreise für die Datenübertragung zwischen Regionen innerhalb Nordamerikas oder innerhalb Europas, Stand {date}; andere Kontinente und Übertragungen zwischen Kontinenten kosten mehr.',
  'prices.perGbCrossRegion.missing':
    'Kein Preis in {currency}: Der Standardwert des Katalogs ist in US-Dollar. Geben Sie den Preis pro GB Ihrer Region ein; bis dahin ist der Verkehr zwischen Regionen nicht bepreist.',
  'prices.perGbCrossRegion.own': 'Ihr eigener.',
  'prices.default': 'Standardwert: {price}',
  'prices.default.premiumP2':
    'Wie Premium_P1 bepreist ({price}): keine Preisliste nennt einen eigenen Preis für Premium_P2.',
  'prices.default.premiumMessages': 'Standardwert: wie bei Standard_S1 ({price})',
  'prices.reset': 'Auf die Standardwerte zurücksetzen',
  'prices.rate.Standard_S1': 'Unit von Standard_S1',
  'prices.rate.Premium_P1': 'Unit von Premium_P1',
  'prices.rate.Premium_P2': 'Unit von Premium_P2',
  'prices.rate.perMillionExtraMessages': 'Nachrichten von Standard_S1',
  'prices.rate.perMillionExtraMessagesPremium': 'Nachrichten der Premium-Tarife',
  'prices.rate.perGbCrossRegion': 'Datenübertragung zwischen Regionen',
  'prices.basis.catalog':
    'Die Standardwerte des Katalogs, in {currency}, aus Kopien der Preisliste des Anbieters bei Dritten, Stand {date}; sie variieren je nach Region.',
  'prices.basis.typed': {
    one: '{count} eigener Wert ({typed}), in {currency}; die übrigen sind Standardwerte des Katalogs, Stand {date}.',
    other:
      '{count} eigene Werte ({typed}), in {currency}; die übrigen sind Standardwerte des Katalogs, Stand {date}.',
  },
  'prices.basis.typedAll': 'Ihre eigenen, in {currency}.',
  'prices.basis.priceList':
    'Azure-Einzelhandelspreise für {region}, in {currency}, gültig ab {date}.',
  'prices.basis.priceListTyped':
    'Azure-Einzelhandelspreise für {region}, in {currency}, gültig ab {date}, mit Ihren eigenen Werten für {typed}.',
  'prices.basis.labelled': 'Preise: {basis}',
  'prices.basis.otherService':
    'Es sind die Preise von {listService}; dieses Szenario wird für {service} dimensioniert.',
  'prices.basis.crossRegionMissing':
    'Der Verkehr zwischen Regionen ist nicht bepreist: Diese Preise nennen keinen Preis pro GB in {currency}.',
  'prices.basis.premiumP2':
    'Premium_P2 ist wie Premium_P1 bepreist: keine Preisliste nennt einen eigenen Preis dafür.',
  'prices.basis.short.catalog': '{currency} · Standard {date}',
  'prices.basis.short.typed': '{currency} · Ihre eigenen Preise',
  'prices.basis.short.priceList': '{currency} · {region} · {date}',
  'prices.import.heading': 'Azure-Preise für Ihre Region',
  'prices.import.hint':
    'Speichern Sie die Azure-Einzelhandelspreise für Ihre Region und Währung mit diesem Befehl (Region und Währung anpassen) und importieren Sie dann die Datei. Sie ersetzen die Preise oben in einem Schritt, den Rückgängig zurücknimmt.',
  'prices.import.file': 'Azure-Preise importieren (JSON)',
  'prices.import.region': 'Region',
  'prices.import.regions': {
    one: 'Die Datei bepreist {service} in {count} Region: Wählen Sie die, in der Sie bereitstellen.',
    other:
      'Die Datei bepreist {service} in {count} Regionen: Wählen Sie die, in der Sie bereitstellen.',
  },
  'prices.import.use': 'Diese Preise verwenden',
  'prices.import.undo': 'Import rückgängig machen',
  'prices.import.done':
    'Preise von {region} aus {file} gelesen, in {currency}, gültig ab {date}: {meters}. Rückgängig nimmt sie zurück.',
  'prices.import.meter': '{meter} {price} pro {unit}',
  'prices.import.skipped': {
    one: '{count} Reservierungs- oder Dev/Test-Preis wurde ausgelassen: der Plan rechnet mit nutzungsbasierter Bezahlung.',
    other:
      '{count} Reservierungs- oder Dev/Test-Preise wurden ausgelassen: der Plan rechnet mit nutzungsbasierter Bezahlung.',
  },
  'prices.fromList': 'Aus der Preisliste: {meter}, {price}.',
  'prices.typedOverList': 'Von Ihnen über die Preisliste eingegeben.',
  'prices.import.error.lead':
    'Die Preise in {file} wurden nicht verwendet; die Preise oben sind unverändert.',
  'prices.import.error.tooLarge':
    'Die Datei ist {size} groß; eine Preisliste ist höchstens {max} groß.',
  'prices.import.error.empty': 'Die Datei ist leer.',
  'prices.import.error.unreadable': 'Die Datei konnte nicht gelesen werden.',
  'prices.import.error.notText':
    'Diese Datei ist kein {encoding}-Text: Einige ihrer Bytes sind kein Zeichen. Die Retail Prices API antwortet in UTF-8: Speichern Sie ihre Antwort unverändert oder die Datei als UTF-8 und versuchen Sie es erneut.',
  'prices.import.error.syntax':
    'Das ist kein JSON: Ab Zeile {line}, Spalte {column} ist es kein JSON mehr.',
  'prices.import.error.notPriceList':
    'Das ist keine Antwort der Azure Retail Prices API: es gibt keine Liste „Items“.',
  'prices.import.error.invalid': {
    one: '{count} Feld der Preisliste ist nicht so, wie die API es schreibt:',
    other: '{count} Felder der Preisliste sind nicht so, wie die API sie schreibt:',
  },
  'prices.import.error.noService': {
    one: 'Ihr {count} Eintrag ist kein nutzungsbasierter Preis mit serviceName „{serviceName}“, dem Dienst dieses Szenarios.',
    other:
      'Keiner ihrer {count} Einträge ist ein nutzungsbasierter Preis mit serviceName „{serviceName}“, dem Dienst dieses Szenarios.',
  },
  'prices.import.error.severalRegions':
    'Die Datei bepreist mehrere Regionen ({regions}): Wählen Sie eine.',
  'prices.import.error.regionNotInFile':
    'Die Datei hat keine Preise für „{region}“; sie bepreist {regions}.',
  'prices.import.error.severalCurrencies':
    'Die Datei mischt Währungen ({currencies}): Speichern Sie die Preise in einer.',
  'prices.import.error.missingMeters': {
    one: 'Sie hat keinen Preis für {meters} in {region}, den der Plan braucht.',
    other: 'Sie hat keine Preise für {meters} in {region}, die der Plan braucht.',
  },
  'prices.import.error.nextPage':
    'Die Datei ist eine von mehreren Seiten (ihr NextPageLink ist gesetzt): die Zähler können auf der nächsten Seite stehen. Fragen Sie nach einer Region, oder speichern Sie alle Seiten in einer Datei.',
  'prices.import.error.unknownUnit':
    'Der Zähler {meter} wird pro {unit} bepreist, eine Maßeinheit, die sich nicht in die des Modells (eine Unit am Tag, eine Million Nachrichten) umrechnen lässt.',
  'prices.import.error.conflicting':
    'Der Zähler {meter} steht am selben Tag zweimal mit verschiedenen Preisen ({prices}) in der Liste: welcher gilt, ist nicht gesagt.',
  'prices.import.error.outOfRange':
    'Der Zähler {meter} ergibt {rate}, was ein Szenario nicht aufnehmen kann (0 oder 0,0001 bis 1.000.000).',

  // reverse
  'reverse.heading': 'Rückwärts rechnen mit der Formel des Leitfadens',
  'reverse.status': 'Verbindungen = Bandbreite × Sendeintervall ÷ Nachrichtengröße',
  'reverse.intro':
    'Wählen Sie einen Tarif und einen Anwendungsfall, geben Sie zwei von Nachrichtengröße, Verbindungen und Sendeintervall an und sehen Sie den dritten Wert – so wie der Leitfaden für Unit 100 rechnet: 20 KB alle 5 s erreichen 100.000 Verbindungen. Ihre Arbeitslasten bleiben unverändert.',
  'reverse.units': 'Tarif',
  'reverse.unknown': 'Berechnen',
  'reverse.unknown.connections': 'Verbindungen',
  'reverse.unknown.messageBytes': 'Nachrichtengröße',
  'reverse.unknown.sendIntervalSeconds': 'Sendeintervall',
  'reverse.answer': 'Ergebnis',
  'reverse.result.connections': 'Bis zu {value} Verbindungen',
  'reverse.result.messageBytes': 'Nachrichten bis {value}',
  'reverse.result.noSize': 'Keine Nachrichtengröße passt',
  'reverse.result.sendIntervalSeconds': 'Höchstens eine Nachricht alle {value}',
  'reverse.connections.fanOut':
    'Bei {pattern} sind die Verbindungen diejenigen, die jede Nachricht empfangen (die ausgehende Bandbreite der Tabelle „Broadcast“ begrenzt sie).',
  'reverse.connections.oneToOne':
    'Bei {pattern} sind die Verbindungen diejenigen, die senden, jede eine Nachricht pro Intervall (die eingehende Bandbreite der eigenen Tabelle begrenzt sie).',
  'reverse.formula.connections': 'Verbindungen = Bandbreite × Sendeintervall ÷ Nachrichtengröße',
  'reverse.formula.messageBytes': 'Nachrichtengröße = Bandbreite × Sendeintervall ÷ Verbindungen',
  'reverse.formula.sendIntervalSeconds':
    'Sendeintervall = Verbindungen × Nachrichtengröße ÷ Bandbreite',
  'reverse.filled.connections': '{bandwidth} × {interval} ÷ {size} = {result}',
  'reverse.filled.messageBytes': '{bandwidth} × {interval} ÷ {connections} = {result}',
  'reverse.filled.sendIntervalSeconds': '{connections} × {size} ÷ {bandwidth} = {result}',
  'reverse.cell.outbound':
    'Bandbreite: Tabelle {table} bei Unit {units}, {rate} ausgehende Nachr./s × {tableBytes} = {bandwidth} ({guideBandwidth}, wie der Leitfaden es angibt).',
  'reverse.cell.inbound':
    'Bandbreite: Tabelle {table} bei Unit {units}, {rate} eingehende Nachr./s × {tableBytes} = {bandwidth} ({guideBandwidth}, wie der Leitfaden es angibt).',
  'reverse.interpolated':
    'Die Tabelle {table} hat keine Spalte für Unit {units}: Der Wert ist zwischen den benachbarten Spalten interpoliert.',
  'reverse.minimumLoad':
    'Nachrichten unter {minimum} belasten den Dienst wie {minimum}, daher rechnet die Formel mit {minimum}.',
  'reverse.noSize':
    'Die Formel ergibt weniger als {minimum}, und jede Nachricht unter {minimum} belastet den Dienst wie {minimum}: Bei dieser Rate passt keine Nachrichtengröße in diesen Tarif.',
  'components.info.about': 'Mehr zu {label}',
  'app.tabs.label': 'Mehr zu dieser Antwort',
  'app.tabs.presets': 'Vorlagen',
  'app.tabs.working': 'Rechenweg prüfen',
  'app.tabs.growth': 'Wachstum',
  'app.tabs.plan': 'Tag und Jahr',
  'app.tabs.levers': 'Kosten senken',
  'app.tabs.measured': 'Gemessene Werte',
  'app.tabs.deploy': 'Bereitstellen',
  'services.lead':
    'Dieselben Arbeitslasten für Azure SignalR Service und für Azure Web PubSub dimensioniert, jede nach dem eigenen Leistungsleitfaden, der eigenen Abrechnung und dem eigenen Verbindungskontingent.',
  'services.heading': 'SignalR oder Web PubSub',
  'services.status.cheaper': '{service}: {deployment}, {cost}/Monat, {saving} weniger',
  'services.status.dearer': '{service}: {deployment}, {cost}/Monat, {saving} mehr',
  'services.status.same': '{service}: {deployment}, {cost}/Monat, gleich viel',
  'services.status.noFit': '{service}: Kein Tarif passt',
  'services.status.blocked':
    '{service}: Sein Leitfaden hat keine Tabelle für den Anwendungsfall von {names}',
  'services.own': '(dieses Szenario)',
  'services.tier': 'Tarif',
  'services.monthly': 'Pro Monat',
  'services.binding': 'Was begrenzt',
  'services.besides': 'Braucht außerdem',
  'services.besides.appServers': {
    one: '{count} App-Server mit {perHub} Serververbindungen pro Hub zum Dienst',
    other: '{count} App-Server mit je {perHub} Serververbindungen pro Hub zum Dienst',
  },
  'services.besides.noAppServers':
    'Keinen mit dem Dienst verbundenen App-Server (nur REST-Aufrufe)',
  'services.besides.upstream':
    'Einen Upstream-Webhook (Ereignishandler), der etwa {rate} Anforderungen pro Sekunde beantwortet',
  'services.besides.noUpstream':
    'Keinen Upstream-Webhook: Kein Clientereignis geht an einen Server',
  'services.noFit': 'Kein Tarif passt: Die Antwort neben den Arbeitslasten sagt, was passen würde.',
  'services.cheaper': '{service} kostet {saving} pro Monat weniger.',
  'services.same': 'Beide kosten pro Monat gleich viel.',
  'services.tierChange':
    '{service} setzt {otherTier} ein, wo dieses Szenario {ownTier} einsetzt. Ein Wechsel des Dienstes ist eine neue {service}-Ressource neben der, die Sie betreiben, keine Änderung ihres Tarifs: Die Ausfallzeit, die der Hersteller für den Wechsel einer Ressource zwischen Free und einem kostenpflichtigen Tarif nennt, gilt nicht, und Ihre Clients wechseln, wenn Ihre App sie zum neuen Dienst schickt.',
  'services.switch': 'Zu {service} wechseln',
  'services.switch.hint': 'Ein Schritt: Rückgängig bringt das Szenario zurück, wie es war.',
  'services.leftBehind': 'Der Wechsel lässt zurück, was {service} nicht hat: {fields}.',
  'services.leftBehind.appServerFramework': 'das App-Server-Framework',
  'services.leftBehind.hubs': 'die Hubs der App-Server',
  'services.leftBehind.serverConnectionsPerHub': 'die Serververbindungen pro Hub',
  'services.leftBehind.countServerConnections':
    'die Dimensionierung wie in den Benchmarks (Serververbindungen nicht gezählt)',
  'services.leftBehind.transport':
    'Server-Sent Events und Long Polling (seine Clients verwenden WebSocket)',
  'app.tabs.scenarios': 'Teilen und speichern',
  'app.tabs.guide': 'Der Leitfaden',

  // deploy
  'deploy.heading': 'Bereitstellen',
  'deploy.intro':
    'Der Plan als Infrastrukturcode: derselbe Tarif, dieselben Units, Replikate und dieselbe automatische Skalierung wie in der Antwort. Namen und Regionen sind Parameter; setzen Sie Ihre eigenen, bevor Sie bereitstellen.',
  'deploy.intro.webPubSub':
    'Der Plan als Infrastrukturcode für Azure Web PubSub: derselbe Tarif, dieselben Units, Replikate und dieselbe automatische Skalierung wie in der Antwort. Namen, Regionen und der Hub sind Parameter; setzen Sie Ihre eigenen, bevor Sie bereitstellen.',
  'deploy.upstream':
    'Setzen Sie vor der Bereitstellung die URL-Vorlage des Ereignishandlers (Ihr Upstream-Webhook): Sie hat keinen Standardwert. Er empfängt in der Spitze {rate} Clientereignisse pro Sekunde, und der Dienst prüft ihn beim Speichern des Hubs, daher muss er bereits laufen.',
  'deploy.noEventHandler':
    'Kein Clientereignis dieses Plans geht an einen Upstream-Webhook, daher setzt der Code keinen Ereignishandler.',
  'deploy.format': 'Format',
  'deploy.format.bicep': 'Bicep',
  'deploy.format.arm': 'ARM-Vorlage (JSON)',
  'deploy.format.terraform': 'Terraform',
  'deploy.format.cli': 'Azure CLI',
  'deploy.code': '{format} für diesen Plan',
  'deploy.copy': '{format} kopieren',
  'deploy.download': '{format} herunterladen',
  'deploy.copied': 'Kopiert.',
  'deploy.copyFailed':
    'Das Kopieren wurde blockiert: Der Code ist markiert, drücken Sie Strg+C (⌘C auf einem Mac).',
  'deploy.saved': '{fileName} gespeichert.',
  'deploy.pages': 'Folgt diesen Seiten des Herstellers',
  'deploy.failover':
    'Jede Region ist für den gesamten Verkehr ausgelegt, damit eine übernehmen kann. Ihre eigenen Metriken sehen nur ihre eigenen Clients, daher folgt das Autoscale-Minimum Stunde für Stunde dem Tagesverlauf des Plans für den gesamten Verkehr (wiederkehrende Profile). Legen Sie die Zeitzone der Tagesstunden fest (timeZone, standardmäßig UTC).',
  'deploy.operator':
    'Bleibt Ihnen überlassen (der Code schreibt es nicht; keine Ausgabe enthält einen Schlüssel)',
  'deploy.noFit':
    'Kein Tarif passt zu diesem Szenario, daher gibt es nichts bereitzustellen. Sobald die Antwort einen Tarif zeigt, erscheint hier sein Code.',
  'deploy.refused': 'Azure würde diesen Plan ablehnen, daher wird kein Code geschrieben:',
  'deploy.problem.capacity.primary':
    '{sku} wird nicht mit {units} Units angeboten (primäre Region).',
  'deploy.problem.capacity.replica':
    '{sku} wird nicht mit {units} Units angeboten (Replikat {replica}).',
  'deploy.problem.capacity.autoscaleMinimum':
    '{sku} wird nicht mit {units} Units angeboten (Minimum der automatischen Skalierung).',
  'deploy.problem.capacity.autoscaleMaximum':
    '{sku} wird nicht mit {units} Units angeboten (Maximum der automatischen Skalierung).',
  'deploy.problem.replicas': 'Replikate gibt es nur in Premium; dieser Plan nutzt {sku}.',
  'deploy.problem.autoscale':
    'Automatische Skalierung gibt es nur in Premium; dieser Plan nutzt {sku}.',
  'deploy.problem.autoscaleRange':
    'Das Minimum der automatischen Skalierung ({minimum} Units) liegt über ihrem Maximum ({maximum} Units).',
  'deploy.problem.templateResources':
    '{instances} Instanzen brauchen mehr als die {most} Ressourcen, die eine Azure Resource Manager-Vorlage enthalten darf (ihre Vorlagengrenzen): stellen Sie sie in Teilen bereit oder dimensionieren Sie für weniger Instanzen.',
  'recommendation.metric.perMonth': 'pro Monat',
  'recommendation.metric.target': 'Grenze {target}',
  'recommendation.metric.perHub': 'je {count} Serververbindungen pro Hub',
  'recommendation.metric.requestsPerSecond': 'Anforderungen/s',
  'recommendation.details': 'Begründung und Kosten',
  'settings.status': '{edition} · Reserve {target} · Verbindungen {connectionTarget}',
  'settings.status.webPubSub':
    'Web PubSub · {edition} · Reserve {target} · Verbindungen {connectionTarget}',
  // plan
  'exportImport.chart.loadProfile': 'Diagramm „Tagesverlauf“ exportieren',
  'plan.title': 'Planen: der Tag, die Regionen, das Jahr',
  'plan.hint':
    'Wie sich die Rechnung ändert, wenn die Last über den Tag schwankt, der Dienst in mehreren Regionen läuft und das Publikum wächst.',
  'plan.empty':
    'Fügen Sie eine Arbeitslast hinzu, um ihren Tag, ihre Regionen und ihr Jahr zu planen.',
  'plan.profile.title': 'Die Last eines Tages',
  'plan.profile.hint':
    'Die Last jeder Stunde als Anteil der zusammengestellten Spitze. Nachrichten werden nach dem Verkehr jeder Stunde abgerechnet, Units nach den Stunden, in denen sie laufen.',
  'plan.profile.presets': 'Ausgehend von',
  'plan.profile.preset.flat': 'Gleichmäßig',
  'plan.profile.preset.businessHours': 'Geschäftszeiten',
  'plan.profile.preset.eveningPeak': 'Abendspitze',
  'plan.profile.preset.eventSpike': 'Event an einem Werktag',
  'plan.profile.clear': 'Zurück zur Spitze rund um die Uhr',
  'plan.profile.chart.label': 'Diagramm: die Last jeder Stunde des Tages als Anteil der Spitze',
  'plan.profile.hour': '{hour} Uhr',
  'plan.profile.level': 'Last',
  'plan.profile.levelOf': 'Last um {hour} Uhr, Prozent der Spitze',
  'plan.profile.table.show': 'Als Tabelle anzeigen und bearbeiten',
  'plan.profile.table.caption': 'Last und Units je Stunde',
  'plan.profile.table.hour': 'Stunde',
  'plan.profile.table.fixed': 'Units fest',
  'plan.profile.table.autoscale': 'Units mit Autoskalierung',
  'plan.profile.table.ideal': 'Benötigte Units',
  'plan.profile.error.range': 'Last um {hour} Uhr: Geben Sie einen Prozentsatz von 0 bis 100 ein.',
  'plan.profile.error.allZero':
    'Last um {hour} Uhr: Mindestens eine Stunde muss über 0 % liegen. Nicht übernommen.',
  'plan.units.chart.label':
    'Diagramm: die Units jeder Stunde, fest, mit Autoskalierung und nach Bedarf',
  'plan.units.legend': 'Units pro Stunde',
  'plan.costs.fixed': 'Fest auf die Spitze ausgelegt mit {tier} (die Empfehlung)',
  'plan.costs.heading': 'Monatliche Kosten',
  'plan.costs.chosen':
    'Der Plan stellt {deployment} bereit: {cost}/Monat, die monatlichen Kosten, die die Antwort zeigt.',
  'plan.costs.none':
    'Nichts passt, also stellt der Plan nichts bereit und hat keine monatlichen Kosten.',
  'plan.costs.compared':
    'Dieselben Regionen und Instanzen auf drei Arten betrieben, zum Vergleich (der Plan nimmt die günstigere der ersten beiden):',
  'plan.costs.fixedAllDay': 'Den ganzen Tag fest auf die Spitze ausgelegt: {tier}',
  'plan.costs.isChosen': '(der Plan)',
  'plan.costs.autoscale': 'Premium mit Autoskalierung ({unitDays} Unit-Tage pro Tag)',
  'plan.costs.ideal': 'Ideale Untergrenze: jede Stunde genau die Premium-Units, die sie braucht',
  'plan.costs.noFit': 'kein Premium-Tarif trägt die Spitze',
  'plan.costs.sku':
    'Die Autoskalierung ändert die Units, nie die SKU: sie läuft den ganzen Tag auf {sku}.',
  'plan.costs.beyondP1':
    'Die Spitze braucht mehr, als {p1} bietet, und die Autoskalierung kann die SKU nicht wechseln: der Tag läuft durchgehend auf {p2}, nachts nie auf {p1}.',
  'plan.crossRegion':
    'Zwischen den Regionen: {bytes} pro Tag an Nachrichten, die an Empfänger weitergeleitet werden, die mit einem anderen Replikat verbunden sind. Azure rechnet sie über seinen Datenübertragungszähler ab: {cost} pro Monat zu {rate} pro GB, in den monatlichen Kosten oben enthalten.',
  'plan.crossRegion.assumption':
    'Unsere Annahme: Die Clients verteilen sich gleichmäßig auf die Regionen, solange Sie keine Anteile angeben, und eine Nachricht geht einmal in jede andere Region, in der ein Empfänger ist.',
  'plan.crossRegion.webPubSub':
    'Zwischen den Regionen: {bytes} pro Tag an Nachrichten, die an Empfänger weitergeleitet werden, die mit einem anderen Replikat verbunden sind. Azure rechnet sie über seinen Datenübertragungszähler ab („egress fees for cross region outbound traffic“): {cost} pro Monat zu {rate} pro GB, in den monatlichen Kosten oben enthalten.',
  'plan.autoscale.heading': 'Die Autoskalierungsregel',
  'plan.autoscale.deployed':
    'Der Plan wendet sie auf {sku} an, jede Region mit ihrer eigenen: {rule}',
  'plan.autoscale.compared':
    'Der Plan hält seine Units fest; die Autoskalierungskosten oben verwenden diese Regel auf {sku}:',
  'plan.autoscale.serverLoad':
    'An der Spitze ist ein Durchsatzgrenzwert maßgeblich, daher beobachtet die Regel auch die Serverlast, mit denselben Schwellen.',
  'plan.autoscale.out': 'Hochskalieren oberhalb von, Prozent des Verbindungskontingents',
  'plan.autoscale.in': 'Herunterskalieren unterhalb von, Prozent des Verbindungskontingents',
  'plan.autoscale.coolDown': 'Abklingzeit zwischen Skalierungsaktionen',
  'plan.autoscale.minutes': 'Min.',
  'plan.autoscale.reset': 'Zurück zum Beispiel des Herstellers ({out}, {in}, {coolDown})',
  'plan.autoscale.source':
    'Das Autoskalierungsbeispiel des Herstellers skaliert oberhalb von {out} der Connection Quota Utilization hoch und unterhalb von {in} herunter und rät zu {coolDown} zwischen Skalierungsaktionen („Automatically scale units of an Azure SignalR Service“). Autoskalierung gibt es nur mit Premium.',
  'plan.autoscale.source.webPubSub':
    'Das Autoskalierungsbeispiel des Herstellers skaliert oberhalb von {out} der Connection Quota Utilization hoch und unterhalb von {in} herunter und rät zu {coolDown} zwischen Skalierungsaktionen („Automatically scale units of an Azure Web PubSub service“). Autoskalierung gibt es nur mit Premium.',
  'plan.autoscale.simulation':
    'Unsere Annahme: Stunde für Stunde simuliert, skalieren die Units in der Stunde hoch, in der die Last sie braucht (eine Aktion dauert einige Minuten), und um einen Schritt pro Abklingzeit herunter, solange Connection Quota Utilization und der Ersatz für die Serverlast unter der Herunterskalierungsschwelle liegen; die Autoskalierung wechselt nie die SKU.',
  'plan.costs.assumption':
    'Annahme: Units werden sekundengenau erfasst und täglich abgerechnet. Die Seiten zu Azure SignalR sagen das nicht; die Abrechnungsseite von Azure Web PubSub schon (5 Units für 18 Stunden und 10 für 6 Stunden ergeben 6,25 Unit-Tage).',
  'plan.costs.assumption.webPubSub':
    'Units werden für die Sekunden abgerechnet, die sie laufen, täglich abgerechnet: die Abrechnungsseite von Azure Web PubSub (5 Units für 18 Stunden und 10 für 6 Stunden ergeben 6,25 Unit-Tage).',
  'plan.replicas.title': 'Regionen',
  'plan.replicas.hint':
    'Premium-Georeplikation: Jedes Replikat wird für seine eigenen Units und ausgehenden Nachrichten abgerechnet, mit eigenen inklusiven Nachrichten.',
  'plan.replicas.count': 'Replikate neben dem primären',
  'plan.replicas.error.count': 'Replikate: Geben Sie eine ganze Zahl von 0 bis {max} ein.',
  'plan.replicas.sizing': 'Jede Region auslegen für',
  'plan.replicas.sizing.allTraffic': 'den gesamten Verkehr (eine Region kann übernehmen)',
  'plan.replicas.sizing.split': 'ihren Anteil am Verkehr',
  'plan.replicas.share': 'Anteil von {region}, Prozent',
  'plan.replicas.error.share':
    'Anteil von {region}: Geben Sie einen Prozentsatz über 0 und unter 100 ein; die anderen Regionen teilen sich den Rest.',
  'plan.replicas.primary': 'Primär',
  'plan.replicas.replica': 'Replikat {region}',
  'plan.replicas.table.caption': 'Tarif und monatliche Kosten jeder Region',
  'plan.replicas.table.region': 'Region',
  'plan.replicas.table.clients': 'Clients',
  'plan.replicas.table.tier': 'Tarif',
  'plan.replicas.autoscaled': '{tier}, Autoskalierung {minimum}–{maximum} Units',
  'plan.replicas.table.cost': 'Monatliche Kosten',
  'plan.replicas.total': 'Alle Regionen: {cost} pro Monat.',
  'plan.replicas.noFit': 'Der Anteil einer Region passt in keinen Premium-Tarif.',
  'plan.failover.title': 'Wenn eine Region ausfällt',
  'plan.failover.summary':
    'Wohin die Clients einer ausgefallenen Region gehen, was die anderen Regionen tragen, wie bald die Autoskalierung nachzieht und wie lange die Welle der Neuverbindungen dauert.',
  'plan.failover.routing':
    'Azure SignalR Service prüft über Traffic Manager den Zustand jedes Replikats und beantwortet den Namen der Instanz mit dem nächstgelegenen gesunden Replikat. Fällt eine Region aus, verschwindet ihr Replikat aus diesen Antworten; sobald die DNS-Gültigkeitsdauer (TTL) von {ttl} verstrichen ist, erreichen ihre Clients die anderen Regionen, und die Serververbindungen der App-Server wechseln ebenso, ohne dass jemand eingreifen muss (Herstellerseite „Geo-replication in Azure SignalR“, die nicht sagt, wie lange die Integritätsprüfung braucht, um den Ausfall zu bemerken).',
  'plan.failover.routing.webPubSub':
    'Azure Web PubSub prüft über Traffic Manager den Zustand jedes Replikats und beantwortet den Namen der Instanz mit dem nächstgelegenen gesunden Replikat. Fällt eine Region aus, verschwindet ihr Replikat aus diesen Antworten; sobald die DNS-Gültigkeitsdauer (TTL) von {ttl} verstrichen ist, erreichen ihre Clients die anderen Regionen, ohne dass jemand eingreifen muss (Herstellerseite „Geo-replication in Azure Web PubSub“, die nicht sagt, wie lange die Integritätsprüfung braucht, um den Ausfall zu bemerken).',
  'plan.failover.spread':
    'Welche Region ein Client erreicht, hängt davon ab, wo er ist, und das sagt das Szenario nicht: Die Clients der ausgefallenen Region werden gleichmäßig auf die anderen verteilt (unsere Annahme).',
  'plan.failover.retry':
    'Die automatische Neuverbindung der SignalR-Clients gibt standardmäßig {retry} nach dem Verbindungsabbruch auf, bevor die {ttl} vorbei sind: Geben Sie ihnen eine Wiederholungsrichtlinie, die länger versucht, sonst bleiben sie getrennt.',
  'plan.failover.region': 'Ausfallende Region',
  'plan.failover.hour': 'Stunde des Ausfalls',
  'plan.failover.hour.peak': '{hour} Uhr (die Spitze)',
  'plan.failover.moment.peak': 'In der Spitzenstunde, {hour} Uhr',
  'plan.failover.moment.hour': 'Um {hour} Uhr, {level} der Spitze',
  'plan.failover.moment.flat': 'In der Spitze, den ganzen Tag',
  'plan.failover.lost':
    '{region} fällt aus: {clients} Clients ({share} aller) verbinden sich neu mit den anderen Regionen.',
  'plan.failover.table.caption': 'Die anderen Regionen, wenn {region} ausfällt',
  'plan.failover.table.region': 'Region',
  'plan.failover.table.clients': 'Clients vorher → nachher',
  'plan.failover.table.load': 'Last auf ihren Units',
  'plan.failover.table.scaling': 'Units',
  'plan.failover.table.reconnect': 'Welle der Neuverbindungen',
  'plan.failover.clients': '{before} → {after}',
  'plan.failover.load': '{units} Units: {before} → {after} von {limit}',
  'plan.failover.load.refused': 'über dem Kontingent: {refused} Verbindungen abgewiesen',
  'plan.failover.load.overCapacity': 'über dem Maximum des Leitfadens',
  'plan.failover.load.overTarget': 'über dem Ziel von {target}',
  'plan.failover.load.withinTarget': 'innerhalb ihres Ziels',
  'plan.failover.after': '{utilization} von {limit}',
  'plan.failover.fixed': 'Fest: bleibt bei {units} Units; {needed} würden sie tragen',
  'plan.failover.fixed.fits': 'Fest: ihre Units tragen es',
  'plan.failover.fixed.noTier':
    'Fest: bleibt bei {units} Units; keine Unit-Zahl von {sku} trägt es',
  'plan.failover.autoscale.none': 'Autoskalierung: keine Aktion nötig',
  'plan.failover.autoscale.steps': {
    one: 'Autoskalierung: {from} → {to} Units in {count} Aktion, nach etwa {minutes} Min.; dann {after}',
    other:
      'Autoskalierung: {from} → {to} Units in {count} Aktionen, nach etwa {minutes} Min.; dann {after}',
  },
  'plan.failover.autoscale.maximum':
    'Die Autoskalierung hält bei ihrem Maximum von {maximum} Units an ({after}); {needed} würden es tragen',
  'plan.failover.autoscale.maximumNoTier':
    'Die Autoskalierung hält bei ihrem Maximum von {maximum} Units an ({after}); keine Unit-Zahl von {sku} trägt es',
  'plan.failover.reconnect': '{seconds} für {clients} Clients bei {rate} pro Sekunde',
  'plan.failover.reconnect.slow': '(länger als die {window}, die die Clients es erneut versuchen)',
  'plan.failover.reconnect.none':
    'Für Azure Web PubSub ist keine Rate für das Öffnen von Verbindungen veröffentlicht',
  'plan.failover.line':
    '{region}: Clients {clients}; {load}; {scaling}; Welle der Neuverbindungen: {reconnect}.',
  'plan.failover.timing':
    'Die Minuten der Autoskalierung zählen bis zu {window}, bis die Regel die neue Last sieht (die erzeugten Regeln mitteln ihre Metrik über {window}: unsere Annahme), eine Abklingzeit zwischen den Aktionen und {action}, bis die letzte Aktion wirkt (der Hersteller: „3-5 minutes after it’s triggered“). Jede Aktion geht zur nächsten Unit-Zahl, die die SKU verkauft: 1 bis 10, dann 20 bis 100 in Zehnern; Premium_P2 100 bis 1.000 in Hundertern.',
  'plan.failover.premiumP2':
    'Skalierungsvorgänge von Premium_P2 dauern länger als die kleinerer Tarife (die Skalierungsseite des Herstellers nennt keine Zahl): Rechnen Sie mit mehr als diesen Minuten.',
  'plan.failover.instances':
    'Zahlen pro Instanz: Jede der {count} Instanzen hat ihr Replikat in jeder Region.',
  'plan.failover.sized':
    'Jede Region ist für den gesamten Verkehr ausgelegt: Jede von ihnen kann die Clients der anderen übernehmen, wie der Hersteller rät („set each replica’s unit size to handle all traffic“).',
  'plan.failover.sizeFor': 'Für Ausfälle auslegen',
  'plan.failover.sizeFor.lead':
    'Jede Region für den gesamten Verkehr auslegen, damit jede übernehmen kann: {deployment}, {cost} pro Monat, {extra} mehr als jetzt.',
  'plan.failover.sizeFor.hint': 'Ein Schritt: Rückgängig bringt die Aufteilung zurück.',
  'plan.failover.sizeFor.noFit':
    'Für den gesamten Verkehr ausgelegt, trägt kein Premium-Tarif eine Region: Verteilen Sie die Clients stattdessen auf mehr Instanzen oder Regionen.',
  'plan.timeline.title': 'Ein Jahr voraus',
  'plan.timeline.mode': 'Wachstum',
  'plan.timeline.mode.none': 'Keines',
  'plan.timeline.mode.percent': 'Ein Prozentsatz pro Monat',
  'plan.timeline.mode.target': 'Ein Zielpublikum',
  'plan.timeline.percent': 'Monatliches Wachstum, Prozent',
  'plan.timeline.error.percent':
    'Monatliches Wachstum: Geben Sie einen Prozentsatz von 0 bis 100 ein.',
  'plan.timeline.target': 'Clientverbindungen',
  'plan.timeline.error.target':
    'Clientverbindungen: Geben Sie eine ganze Zahl von 1 bis 100.000.000 ein.',
  'plan.timeline.month': 'Im Monat',
  'plan.timeline.error.month': 'Im Monat: Geben Sie eine ganze Zahl von 1 bis 12 ein.',
  'plan.timeline.growth': 'Wachstum von {percent} pro Monat.',
  'plan.timeline.chart.label':
    'Diagramm: die monatlichen Kosten jedes Monats, jetzt und die nächsten 12',
  'plan.timeline.table.caption': 'Tarif und Kosten Monat für Monat',
  'plan.timeline.table.month': 'Monat',
  'plan.timeline.table.connections': 'Verbindungen',
  'plan.timeline.table.tier': 'Tarif',
  'plan.timeline.table.cost': 'Monatliche Kosten',
  'plan.timeline.table.units': 'Units',
  'plan.timeline.now': 'Jetzt',
  'plan.timeline.noTier': 'Kein Tarif passt',
  'plan.timeline.stop': '{tier} passt ab Monat {month} nicht mehr.',
  'plan.timeline.stopNever': '{tier} passt auch in Monat 12 noch.',
  'plan.timeline.change': 'Monat {month}: {change}',
  'plan.tierChange.downtime':
    'Von {from} zu {to}: Die öffentliche IP ändert sich, und der Dienst kann {min}–{max} Minuten lang nicht erreichbar sein, bis DNS sie kennt (Herstellerseite „{page}“).',
  'plan.tierChange.none': 'Von {from} zu {to}: keine Ausfallzeit (Herstellerseite „{page}“).',
  'plan.tierChange.assumed':
    'Von {from} zu {to}: Die Tabelle des Herstellers nennt keine Ausfallzeit von Standard_S1 zu Premium_P1 oder von Premium_P1 zu Premium_P2, und dieses Paar nicht; keine ist unsere Annahme, da sich zwischen Standard und Premium keine öffentliche IP ändert.',
  'plan.tierChange.units': 'Von {from} zu {to}: mehr Units im selben Tarif, keine Ausfallzeit.',
  'plan.tierChange.premiumP2':
    'Skalierungsvorgänge von Premium_P2 dauern länger als die kleinerer Tarife (der Hersteller nennt keine Zahl).',
  'plan.tierChange.alternative.singleRegion':
    'Replikate zu der Instanz hinzufügen, die eine Region allein betreiben würde. {change}',
  'plan.tierChange.alternative.optimistic': 'Wechsel zum unteren Ende der Spanne. {change}',
  'plan.tierChange.alternative.conservative': 'Wechsel zum oberen Ende der Spanne. {change}',
  'plan.tierChange.alternative.severalInstances': 'Wechsel zu mehreren Instanzen. {change}',
  'plan.tierChange.page.signalr': 'How to scale an Azure SignalR Service instance?',
  'plan.tierChange.page.webPubSub': 'How to scale an Azure Web PubSub Service instance?',
  'plan.timeline.total': 'Die nächsten 12 Monate: {cost}.',
  'plan.timeline.totalNoFit': 'In manchen Monaten passt kein Tarif: keine Summe für 12 Monate.',
  'plan.timeline.csv': 'Zeitplan herunterladen (CSV)',
  // calibration, levers, measured
  'field.named': '{field}: {message}',
  'calibration.factor': '{limit} ×{factor}',
  'calibration.connections': 'Verbindungen',
  'calibration.inbound': 'eingehend',
  'calibration.outbound': 'ausgehend',
  'calibration.messages': 'Nachrichten',
  'recommendation.calibrated':
    'Mit Ihren Messwerten kalibriert: Die vorhergesagte Last wird mit {factors} multipliziert.',
  'levers.heading': 'Was die Rechnung senkt',
  'levers.intro':
    'Jede Ersparnis sind die monatlichen Kosten der Antwort jetzt minus ihre Kosten mit der Änderung, beide von der Engine berechnet. Übernehmen Sie eine, um sie auszuprobieren; Rückgängig nimmt sie zurück.',
  'levers.none': 'Nichts hier würde die monatlichen Kosten dieses Szenarios senken.',
  'levers.noFit': 'Noch passt kein Tarif zu diesem Szenario, also gibt es keine Kosten zu senken.',
  'levers.chunkBoundary.title': 'Höchstens {bytes} Byte',
  'levers.chunkBoundary.cost':
    'Kürzen Sie jede Nachricht um {over} Byte (kürzere Eigenschaftsnamen, weniger Felder): In 2-KB-Blöcken abgerechnet zählt sie dann einmal statt zweimal. Kostet weder Latenz noch Funktionen.',
  'levers.batching.title': '{count} Nachrichten zu einer bündeln',
  'levers.batching.cost':
    'Nachrichten warten bis zu {delay} auf ihr Bündel; jedes Bündel passt weiterhin in einen 2-KB-Block.',
  'levers.groups.title':
    'An Gruppen von {count} senden statt {count} Aufrufe „An Verbindung senden“',
  'levers.groups.cost':
    'Nur wenn eine Nachricht an mehrere Verbindungen geht; der App-Server muss die Mitglieder der Gruppen aktuell halten.',
  'levers.rest.broadcast.title': 'Vom Server über die REST-API übertragen',
  'levers.rest.connection.title': 'Vom Server über die REST-API an Benutzer senden',
  'levers.rest.cost':
    'Die Nachricht muss auf Ihrem Server entstehen, nicht in einem Client; jedes Senden ist ein HTTP-Aufruf, langsamer als ein Hub-Aufruf; kein abgerechneter Weg zum App-Server.',
  'levers.compactPayload.title': 'Kompakte Nutzdaten: {share} jeder Nachricht',
  'levers.compactPayload.cost':
    'MessagePack statt JSON oder Deltas statt ganzer Momentaufnahmen behalten angenommen {share} jeder Nachricht ({from} B → {to} B; den Anteil unten festlegen). Clients und Server müssen beide dieses Format sprechen.',
  'levers.compactPayload.ratio': 'Anteil seiner Größe, den ein kompaktes Format behält',
  'levers.compactPayload.ratio.hint':
    'Unsere Annahme, solange Sie nichts eingeben: {share}, aus dem eigenen Beispiel von msgpack.org, in dem 27 B JSON in MessagePack 18 B belegen. Deltas statt ganzer Momentaufnahmen behalten oft weit weniger: Geben Sie ein, was Ihre eigenen Nachrichten zeigen.',
  'levers.compactPayload.ratio.reset': 'Zurück zu unserer Annahme ({share})',
  'levers.longerInterval.title': 'Broadcast alle {interval}',
  'levers.longerInterval.cost':
    'Clients sehen jede Aktualisierung bis zu {delay} später: halb so viele Aktualisierungen.',
  'levers.fewerReplicas.title': {
    one: '{count} Replikat, eines weniger',
    other: '{count} Replikate, eines weniger',
  },
  'levers.fewerReplicas.none.title': 'Kein Replikat: nur die primäre Region',
  'levers.fewerReplicas.cost':
    'Clients fern der verbleibenden Regionen warten länger auf jede Nachricht, und der Ausfall einer Region verlegt ihre Clients weiter weg.',
  'levers.workload': 'Arbeitslast: {name}',
  'levers.saving': 'Spart {saving} im Monat ({before} → {after})',
  'levers.apply': 'Übernehmen',
  'levers.applyLabel': '„{title}“ auf {name} anwenden',
  'measured.heading': 'Was Sie gemessen haben',
  'measured.status.empty': 'Nichts eingegeben',
  'measured.status.entered': {
    one: '{count} Metrik eingegeben',
    other: '{count} Metriken eingegeben',
  },
  'measured.status.calibrated': 'Kalibrierung aktiv',
  'measured.intro':
    'Geben Sie ein, was Azure Monitor (Metriken) für Ihre Instanz zur Spitzenzeit zeigt, so wie das Portal es anzeigt. Die Seite vergleicht jeden Wert mit der Vorhersage der Engine für das Szenario oben und kann mit den gemessenen Verhältnissen dimensionieren.',
  'measured.sku': 'SKU',
  'measured.sku.none': 'Nicht eingegeben',
  'measured.units': 'Units',
  'measured.connectionCount': 'Verbindungsanzahl (Connection Count, Max)',
  'measured.connectionCount.hint':
    'Clients und Serververbindungen zusammen, wie das Portal sie zählt.',
  'measured.messageCountPerDay': 'Nachrichtenanzahl (Message Count, Summe über einen Tag)',
  'measured.messageCountPerDay.hint':
    'In 2-KB-Blöcken gezählt, wie Nachrichten abgerechnet werden.',
  'measured.inboundTrafficBytes': 'Eingehender Datenverkehr (Inbound Traffic, Summe)',
  'measured.outboundTrafficBytes': 'Ausgehender Datenverkehr (Outbound Traffic, Summe)',
  'measured.traffic.hint':
    'Bytes je Zeitintervall, wie das Diagramm sie zeigt: 12 GB, 350 MB oder 3500000000.',
  'measured.trafficGrain': 'Zeitintervall der Datenverkehrssummen',
  'measured.grain.60': '1 Minute',
  'measured.grain.300': '5 Minuten',
  'measured.grain.900': '15 Minuten',
  'measured.grain.1800': '30 Minuten',
  'measured.grain.3600': '1 Stunde',
  'measured.grain.21600': '6 Stunden',
  'measured.grain.43200': '12 Stunden',
  'measured.grain.86400': '1 Tag',
  'measured.serverLoadPercent': 'Serverlast (Server Load, Max)',
  'measured.unit.bytes': 'B',
  'measured.unit.count': 'Anzahl',
  'measured.unit.messages': 'Nachrichten',
  'measured.unit.percent': '%',
  'measured.unit.units': 'Units',
  'measured.table.caption': 'Gemessen und vorhergesagt',
  'measured.table.metric': 'Metrik',
  'measured.table.measured': 'Ihr Messwert',
  'measured.table.predicted': 'Vorhersage der Engine',
  'measured.table.ratio': 'Verhältnis',
  'measured.table.none': '–',
  'measured.serverLoad.noTier': 'Geben Sie SKU und Units ein, um die Serverlast zu vergleichen.',
  'measured.apply': 'Mit den gemessenen Verhältnissen dimensionieren',
  'measured.remove': 'Kalibrierung beenden',
  'measured.clear': 'Messwerte löschen',
  'measured.applied': 'Dimensioniert mit: {factors}',
  'measured.nothingToApply':
    'Geben Sie Verbindungsanzahl, Nachrichtenanzahl oder eine Datenverkehrssumme ein, um zu kalibrieren.',
  'measured.typed.heading': 'Oder eingeben, was das Portal zur Spitzenzeit zeigt',
  'measured.file.heading': 'Die von Azure aufgezeichneten Metriken lesen',
  'measured.file.intro':
    'Laden Sie, was Azure Monitor für Ihre Instanz aufgezeichnet hat, ein Wert pro Stunde über einen Tag oder länger: das JSON von az monitor metrics list oder die CSV, die das Metrikdiagramm des Portals herunterlädt (mehrere Dateien auf einmal, eine je Diagramm). Die Seite liest daraus das Tagesprofil, die Spitze jeder Metrik und ihr Verhältnis zur Vorhersage. Die Dateien werden in diesem Browser gelesen und gehen nirgendwohin.',
  'measured.file.choose': 'Metrikdateien lesen…',
  'measured.file.input': 'Metrikdateien (JSON oder CSV)',
  'measured.file.offset': 'Tagesstunden in',
  'measured.file.offset.utc': 'UTC, wie Azure Monitor sie schreibt',
  'measured.file.offset.value': 'UTC{offset}',
  'measured.file.offset.hint':
    'Für Zeiten, die mit ihrer Zeitzone geschrieben sind (die des JSON). Zeiten ohne Zeitzone (die CSV des Portals) werden so gelesen, wie sie geschrieben sind.',
  'measured.file.reading': '{file} wird gelesen…',
  'measured.file.summary': {
    one: '{file}: {metrics}, ein Wert pro Stunde, {count} Stunde von {start} bis {end}.',
    other: '{file}: {metrics}, ein Wert pro Stunde, {count} Stunden von {start} bis {end}.',
  },
  'measured.file.zoneless':
    'Ihre Zeiten haben keine Zeitzone: Sie werden so gelesen, wie sie geschrieben sind.',
  'measured.file.otherService':
    'Diese Metriken stammen von {fileService}; das Szenario dimensioniert {scenarioService}.',
  'measured.file.profile':
    'Der Tag, den sie ergeben: die Spitze um {peakHour}; die ruhigste Stunde, {quietHour}, bei {quietLevel} davon.',
  'measured.file.profile.none':
    'Kein Tagesprofil: Dafür braucht es Verbindungsanzahl, Nachrichtenanzahl oder eine Datenverkehrssumme. Die Neudimensionierung lässt den Tag, wie er ist.',
  'measured.file.quota':
    'Zur Spitze der Verbindungen waren {connections} Verbindungen {percent} des Verbindungskontingents: ein Kontingent von etwa {quota} Verbindungen.',
  'measured.file.factors.caption': 'Die Spitzen der Datei und die Vorhersage',
  'measured.file.peak': '{value} um {time}',
  'measured.file.resize': 'Plan aus diesen Metriken neu dimensionieren',
  'measured.file.resize.hint':
    'Ein Schritt, den Rückgängig zurücknimmt: Die Spitzen ersetzen die oben eingegebenen Metriken (SKU und Units bleiben), ihre Verhältnisse werden zur Kalibrierung und der Tag zum Lastprofil. Was sie ersetzen, wird außerdem beiseitegelegt.',
  'measured.file.resized': 'Aus {file} neu dimensioniert.',
  'measured.file.already':
    'Das Szenario enthält bereits, was diese Metriken ergeben: nichts zu ändern.',
  'measured.file.undo': 'Neudimensionierung rückgängig machen',
  'measured.file.undone':
    'Die Neudimensionierung ist rückgängig gemacht: Das Szenario ist, wie es war.',
  'measured.file.chart.summary': 'Gemessen und geplant, Stunde für Stunde',
  'measured.file.chart.metric': 'Gezeigte Metrik',
  'measured.file.chart.label': '{metric}: gemessen und geplant, nach Tagesstunde',
  'measured.file.chart.measured': 'Gemessen (der stärkste Tag)',
  'measured.file.chart.planned': 'Geplant',
  'measured.file.chart.legend': 'Linien des Diagramms',
  'measured.file.chart.caption': '{metric}, Stunde für Stunde',
  'measured.file.chart.table': 'Als Tabelle zeigen',
  'measured.file.chart.hour': 'Stunde',
  'measured.file.chart.noPlan':
    'Nichts passt zum Szenario, daher gibt es keine Bereitstellung, an der sich Verbindungskontingentauslastung oder Serverlast ablesen ließen.',
  'measured.file.metric.connectionCount': 'Verbindungsanzahl (Connection Count, Max)',
  'measured.file.metric.connectionQuotaUtilization':
    'Verbindungskontingentauslastung (Connection Quota Utilization, Max)',
  'measured.file.metric.messageCount': 'Nachrichtenanzahl (Message Count, Summe je Stunde)',
  'measured.file.metric.inboundTraffic':
    'Eingehender Datenverkehr (Inbound Traffic, Summe je Stunde)',
  'measured.file.metric.outboundTraffic':
    'Ausgehender Datenverkehr (Outbound Traffic, Summe je Stunde)',
  'measured.file.metric.serverLoad': 'Serverlast (Server Load, Max)',
  'measured.file.error.lead': 'Die Metriken in {file} konnten nicht verwendet werden.',
  'measured.file.error.kept':
    'Nichts wurde geändert: Das Szenario und Ihre Eingaben sind, wie sie waren.',
  'measured.file.error.more': {
    one: '…und {count} weiteres Problem.',
    other: '…und {count} weitere Probleme.',
  },
  'measured.file.where.series': 'Reihe „{name}“',
  'measured.file.where.line': 'Zeile {line}',
  'measured.file.where.column': 'Zeile {line}, Spalte „{name}“',
  'measured.file.where.file': '{file}: {problem}',
  'measured.file.problem.empty': 'Die Datei ist leer.',
  'measured.file.problem.unreadable': 'Sie konnte nicht gelesen werden: {reason}',
  'measured.file.problem.notText':
    'Diese Datei ist kein {encoding}-Text: Einige ihrer Bytes sind kein Zeichen. Azure schreibt seine Metriken in UTF-8: Speichern Sie die Datei von az monitor metrics list oder des Portal-Diagramms unverändert oder als UTF-8 und versuchen Sie es erneut.',
  'measured.file.problem.tooLarge':
    'Die Datei ist {size} groß: Eine Metrikdatei darf höchstens {max} groß sein (ein Monat der sechs Metriken braucht etwa 1 MB).',
  'measured.file.problem.syntax':
    'Sie beginnt wie JSON, ist aber keines: Ab Zeile {line}, Spalte {column} ist es kein JSON mehr.',
  'measured.file.problem.shape':
    'Sie ist JSON, aber nicht das, was az monitor metrics list schreibt: „{path}“ fehlt oder ist nicht das, was Azure dort schreibt.',
  'measured.file.problem.noHeader':
    'Keine Kopfzeile mit einer Zeitspalte, auf die Zeiten folgen: Die Seite liest die CSV, die das Metrikdiagramm des Portals herunterlädt (eine Spalte „Time“, dann eine Spalte je Metrik).',
  'measured.file.problem.otherMetric': '{where}: keine Metrik, die die Seite liest ({known}).',
  'measured.file.problem.noMetric':
    'Sie enthält keine der Metriken, die die Seite liest ({known}).',
  'measured.file.problem.duplicate':
    '{where}: Diese Metrik wird bereits aus einer anderen Reihe gelesen.',
  'measured.file.problem.unit':
    '{where}: Ihre Einheit ist {found}, während Azure Monitor sie in {expected} misst.',
  'measured.file.problem.aggregation':
    '{where}: Die Seite liest den Wert „{expected}“ (--aggregation {expectedCli}), und die Datei enthält ihn nicht.',
  'measured.file.problem.aggregation.found':
    '{where}: Sie enthält den Wert „{found}“, und die Seite liest den Wert „{expected}“ (--aggregation {expectedCli}).',
  'measured.file.problem.split':
    '{where}: nach einer Dimension in {count} Reihen aufgeteilt. Listen Sie sie ohne --dimension oder --filter auf, damit sie die der ganzen Ressource ist.',
  'measured.file.problem.interval':
    'Das Intervall ist {interval} ({duration}): Die Seite liest einen Wert pro Stunde (--interval PT1H oder eine Zeitgranularität von 1 Stunde im Portal).',
  'measured.file.problem.interval.step':
    '{where}: {time} kommt {duration} nach dem Wert davor; die Seite liest einen Wert pro Stunde (--interval PT1H oder eine Zeitgranularität von 1 Stunde im Portal).',
  'measured.file.problem.gap': '{where}: kein Wert um {time}.',
  'measured.file.problem.gap.more': {
    one: '{where}: kein Wert um {time} und in {count} weiteren Stunde.',
    other: '{where}: kein Wert um {time} und in {count} weiteren Stunden.',
  },
  'measured.file.problem.short': {
    one: 'Sie umfasst {count} Stunde: Die Seite braucht einen Tag oder länger (24 Stunden oder mehr), einen Wert pro Stunde.',
    other:
      'Sie umfasst {count} Stunden: Die Seite braucht einen Tag oder länger (24 Stunden oder mehr), einen Wert pro Stunde.',
  },
  'measured.file.problem.time': '{where}: „{text}“ ist keine Zeit, die die Seite liest.',
  'measured.file.problem.number': '{where}: „{text}“ ist keine Zahl von 0 oder mehr.',
  'measured.file.problem.beyond':
    '{where}: Ihre Spitze, {value}, ist mehr, als die Seite aufnimmt ({max}).',
  'measured.file.aggregation.maximum': 'Höchstwert',
  'measured.file.aggregation.total': 'Summe',
  'measured.file.aggregation.average': 'Mittelwert',
  'measured.file.aggregation.minimum': 'Mindestwert',
  'measured.file.aggregation.count': 'Anzahl',
  'levers.instance.title': '{recommended} statt Ihrer {instance} betreiben',
  'levers.instance.premium':
    'Standard bietet keine automatische Skalierung, keine Verfügbarkeitszonen und keine Georeplikation wie Premium. Ändern Sie den Tarif im Azure-Portal: Das Szenario ist bereits für den empfohlenen Tarif dimensioniert.',
  'levers.instance.same':
    'Weniger Reserve über der heutigen Spitze als Ihre Instanz. Ändern Sie den Tarif im Azure-Portal: Das Szenario ist bereits für den empfohlenen Tarif dimensioniert.',
};

/** Keys whose text is the same as English on purpose: proper nouns, product and SKU names, units, symbols. */
export const sameAsEnglish: readonly MessageKey[] = [
  // Placeholders and symbols only: the same in every language.
  'measured.file.offset.value',
  'measured.file.where.file',
  // Placeholders only: the same order reads in every language.
  'cli.diff.change',
  // The same word in this language.
  'prices.import.region',
  // Placeholders only: the same order reads in every language.
  'prices.basis.short.priceList',
  'working.chunks.bytes',
  'exportImport.plan.regionBill',
  'plan.replicas.table.clients',
  // The services' own names, as Microsoft writes them in every language.
  'service.signalr',
  'service.webPubSub',
  // Web PubSub's upstream: the vendor’s German pages say “Upstream-Webhook”, “Upstream-Endpunkt”.
  'recommendation.upstream',
  // Product names, as their makers write them.
  'deploy.format.bicep',
  'deploy.format.terraform',
  'deploy.format.cli',
  'deploy.format',
  // The guide's German headings keep these two pattern names in English.
  'guideData.heading.echo',
  'guideData.heading.broadcast',
  'plan.replicas.table.region',
  'plan.timeline.table.units',
  'plan.failover.clients',
  'plan.tierChange.page.signalr',
  'plan.tierChange.page.webPubSub',
  'plan.failover.table.region',
  'plan.failover.table.scaling',
  // The guide's German translation keeps these two pattern names in English.
  'pattern.echo',
  'pattern.broadcast',
  'guideTables.table.echo',
  'guideTables.table.broadcast',
  // SKU names, as sold and as the Azure portal shows them in German.
  'sku.Free',
  'sku.Standard_S1',
  'sku.Premium_P1',
  'sku.Premium_P2',
  'headroom.tick.Free',
  'headroom.tick.Standard_S1',
  'headroom.tick.Premium_P1',
  'headroom.tick.Premium_P2',
  'exportImport.csv.sku',
  // "Unit" is the guide's German word for the scale unit (its columns read Unit1 … Unit100).
  'exportImport.csv.units',
  'guideTables.column.units',
  // Protocol, format and framework names.
  'composer.transport.webSockets',
  'composer.transport.serverSentEvents',
  'embed.dialog.html',
  'settings.framework.aspnetcore',
  'settings.framework.aspnet',
  'working.framework.aspnetcore',
  'working.framework.aspnet',
  // Unit symbols.
  'composer.unit.bytes',
  'composer.unit.seconds',
  'embed.dialog.unit.px',
  'settings.unit.percent',
  'guideTables.bandwidth.Bps',
  'working.bytes',
  // Placeholders and symbols only, no words.
  'tier.label',
  'exportImport.error.issue',
  'exportImport.md.fact',
  'exportImport.md.growth',
  'growth.tick',
  'growth.steps.step',
  'guideTables.provenance',
  'headroom.caption.range',
  'headroom.axis.clipped',
  'headroom.summary.item',
  'headroom.table.notApplicable',
  'library.numberedName',
  'library.compare.columnA',
  'library.compare.columnB',
  'library.compare.none',
  'totals.noCost',
  'working.summary',
  'reverse.filled.connections',
  'reverse.filled.messageBytes',
  'reverse.filled.sendIntervalSeconds',
  'field.named',
  'calibration.factor',
  'measured.sku',
  'measured.units',
  'measured.unit.bytes',
  'measured.unit.percent',
  'measured.table.none',
  'issue.fieldNames.separator',
];
