import type { Catalog, MessageKey } from '../catalog';

/** Polish catalog. Terms follow the guide's own Polish translation (file ../shared/seeds/000_450b76613c10914f.txt). */
export const catalog: Catalog = {
  // common
  'pattern.echo': 'Echo',
  'pattern.broadcast': 'Emisja',
  'pattern.group': 'Wysyłanie do grupy',
  'pattern.connection': 'Wysyłanie do połączenia',
  'pattern.restBroadcast': 'Emisja przez API REST',
  'pattern.restUser': 'Wysyłanie do użytkownika przez API REST',
  'pattern.echo.hint': 'Każdy klient wysyła komunikat, który wraca tylko do niego.',
  'pattern.broadcast.hint': 'Kilku nadawców dociera do każdego połączenia obciążenia.',
  'pattern.group.hint': 'Każdy komunikat dociera do członków jednej grupy.',
  'pattern.connection.hint':
    'Każdy komunikat trafia do jednego innego połączenia (czat peer-to-peer).',
  'pattern.restBroadcast.hint':
    'Nadawca po stronie serwera emituje komunikaty przez API REST (tryb bez użycia serwera).',
  'pattern.restUser.hint':
    'Nadawca po stronie serwera wysyła komunikaty do jednego użytkownika przez API REST (tryb bez użycia serwera).',
  'pattern.echo.hint.webPubSub':
    'Każde zdarzenie klienta trafia do Twojego upstream (procedury obsługi zdarzeń), którego odpowiedź HTTP wraca tylko do nadawcy.',
  'pattern.group.hint.webPubSub':
    'Klienci publikują w grupie przez podprotokół Web PubSub; każdy komunikat dociera do jej członków bez udziału serwera.',
  'pattern.restBroadcast.hint.webPubSub':
    'Nadawca po stronie serwera emituje komunikaty przez API REST.',
  'pattern.restUser.hint.webPubSub':
    'Nadawca po stronie serwera wysyła komunikaty do jednego użytkownika przez API REST.',
  'limit.connections': 'Połączenia',
  'limit.inboundBandwidth': 'Przepustowość przychodząca',
  'limit.outboundBandwidth': 'Przepustowość wychodząca',
  'limit.routing': 'Koszt routingu',
  'limit.dailyMessages': 'Komunikaty dziennie',
  'sku.Free': 'Free',
  'sku.Standard_S1': 'Standard_S1',
  'sku.Premium_P1': 'Premium_P1',
  'sku.Premium_P2': 'Premium_P2',
  'tier.label': '{sku} × {units}',
  'edition.2019': 'Przewodnik 2019',
  'edition.current': 'Bieżący przewodnik',
  'edition.2021': 'Przewodnik 2021',
  'service.signalr': 'Azure SignalR Service',
  'service.webPubSub': 'Azure Web PubSub',
  'unit.messagesPerSecond': '{value} kom./s',
  'unit.messagesPerDay': '{value} kom./dzień',
  'unit.perMonth': '{value}/mies.',
  'unit.units': {
    one: '{count} jednostka',
    few: '{count} jednostki',
    many: '{count} jednostek',
    other: '{count} jednostki',
  },
  'unit.connections': {
    one: '{count} połączenie',
    few: '{count} połączenia',
    many: '{count} połączeń',
    other: '{count} połączenia',
  },
  'unit.appServers': {
    one: '{count} serwer aplikacji',
    few: '{count} serwery aplikacji',
    many: '{count} serwerów aplikacji',
    other: '{count} serwera aplikacji',
  },

  // app
  'app.title': 'Dobór rozmiaru Azure SignalR Service',
  'app.title.webPubSub': 'Dobór rozmiaru Azure Web PubSub',
  'app.language': 'Język',
  'app.theme': 'Motyw',
  'app.theme.light': 'Jasny',
  'app.theme.dark': 'Ciemny',
  'app.theme.system': 'Systemowy',
  'app.tagline':
    'Opisz swoje obciążenia i zobacz potrzebną warstwę, serwery aplikacji i koszt, obliczane na bieżąco według przewodnika po wydajności firmy Microsoft.',
  'app.tagline.webPubSub':
    'Opisz swoje obciążenia i zobacz potrzebną warstwę, żądania do twojego upstreamu i koszt, obliczane na bieżąco według przewodnika po wydajności firmy Microsoft.',
  'app.loadingChart': 'Ładowanie wykresu…',
  'app.loading': 'Ładowanie…',
  'app.error.title': 'Podczas rysowania tego panelu coś poszło nie tak',
  'app.error.body':
    'Twój scenariusz jest bezpieczny. Załaduj stronę ponownie, aby spróbować jeszcze raz.',

  // components
  'field.range': 'Wprowadź liczbę od {min} do {max}.',
  'field.rangeOrZero': 'Wprowadź 0 albo liczbę od {smallest} do {max}.',
  'field.rejectedOrZero':
    '„{typed}” nie zostało użyte: wprowadź 0 albo liczbę od {smallest} do {max}.',
  'field.rejected': '„{typed}” nie zostało użyte: wprowadź liczbę od {min} do {max}.',
  'field.rounded': '„{typed}” jest używane jako {value}: to pole przyjmuje tylko liczby całkowite.',
  'field.storedAs':
    '„{typed}” jest używane jako {value}: ta liczba jest zbyt mała, by odróżnić ją od 0.',
  'field.ambiguous':
    '„{mark}” w jednych językach oddziela tysiące, a w innych części dziesiętne: wpisz {grouped} albo {decimal}.',
  'field.rejectedAmbiguous':
    '„{typed}” nie zostało użyte: „{mark}” w jednych językach oddziela tysiące, a w innych części dziesiętne. Wpisz {grouped} albo {decimal}.',
  'field.readAsDecimal':
    '„{typed}” odczytano jako {number}: na tej stronie „{mark}” oddziela części dziesiętne.',
  'field.readAsGroup':
    '„{typed}” odczytano jako {number}: na tej stronie „{mark}” oddziela tysiące.',
  'field.readAsForeign':
    '„{typed}” odczytano jako {number}: „{mark}” przyjęto za separator dziesiętny.',

  // composer
  'composer.heading': 'Obciążenia',
  'composer.intro':
    'Każde obciążenie to jeden sposób, w jaki aplikacja używa SignalR. Sumy obejmują wszystkie obciążenia, tak jak w przewodniku dla mieszanych przypadków użycia.',
  'composer.intro.webPubSub':
    'Każde obciążenie to jeden sposób, w jaki aplikacja używa Web PubSub. Sumy obejmują wszystkie obciążenia, tak jak w przewodniku dla mieszanych przypadków użycia.',
  'composer.sizeUnits':
    'Rozmiary i przepustowości na tej stronie liczą 1 KB jako {bytes} B, tak jak przewodnik, a 1 MB jako {bytes} KB: w tym, co wpisujesz („20 KB”, „1,5 MB”), i w tym, co pokazuje strona.',
  'composer.count': {
    one: '{count} obciążenie',
    few: '{count} obciążenia',
    many: '{count} obciążeń',
    other: '{count} obciążenia',
  },
  'composer.add': 'Dodaj obciążenie',
  'composer.cap': 'Można utworzyć najwyżej {max} obciążeń: usuń jedno, aby dodać kolejne.',
  'composer.empty': 'Brak obciążeń. Dodaj jedno, aby zacząć dobór rozmiaru.',
  'composer.card': 'Obciążenie {position}: {name}',
  'composer.unnamed': 'Obciążenie {position}',
  'composer.copyName': '{name} (kopia)',
  'composer.name': 'Nazwa',
  'composer.pattern': 'Wzorzec',
  'composer.connections': 'Połączenia',
  'composer.senders': 'Nadawcy',
  'composer.senders.hint': 'Ile spośród połączeń wysyła komunikaty.',
  'composer.usedAs': 'Używane jako {value}: najwyżej liczba połączeń.',
  'composer.restCallers': 'Nadawcy REST',
  'composer.restCallers.hint':
    'Kod po stronie serwera, który wywołuje API REST; nie utrzymuje połączenia klienta.',
  'composer.messageBytes': 'Rozmiar komunikatu',
  'composer.sendInterval': 'Interwał wysyłania',
  'composer.sendInterval.hint': 'Każdy nadawca wysyła jeden komunikat na interwał.',
  'composer.rate': 'Komunikaty na sekundę na nadawcę',
  'composer.rate.rest': 'Komunikaty na sekundę na nadawcę REST',
  'composer.rateToggle': 'Podaj jako komunikaty na sekundę',
  'composer.groupSize': 'Rozmiar grupy',
  'composer.groupSize.hint':
    'Do ilu członków dociera każdy komunikat; małe grupy w przewodniku mają ich 10.',
  'composer.advanced': 'Zaawansowane',
  'composer.growth': 'Gdy rośnie liczba użytkowników',
  'composer.growth.connectionsAndSenders': 'Rosną połączenia i nadawcy',
  'composer.growth.connectionsOnly': 'Rosną połączenia, nadawcy bez zmian',
  'composer.growth.hint':
    'Co rośnie razem z liczbą użytkowników – na potrzeby zapasu na wzrost i wykresu wzrostu. Domyślnie dla tego wzorca: {byPattern}.',
  'composer.transport': 'Typ transportu',
  'composer.transport.hint':
    'Przewodnik testował tylko WebSocket; inne typy transportu mogą wymagać większej pojemności.',
  'composer.transport.webPubSub':
    'Klienci Web PubSub łączą się przez WebSocket, tak jak zmierzył ich przewodnik.',
  'composer.transport.webSockets': 'WebSocket',
  'composer.transport.serverSentEvents': 'Server-Sent Events',
  'composer.transport.longPolling': 'Długie sondowanie',
  'composer.unit.connections': 'połączeń',
  'composer.unit.senders': 'nadawców',
  'composer.unit.callers': 'nadawców',
  'composer.unit.members': 'członków',
  'composer.unit.bytes': 'B',
  'composer.unit.seconds': 's',
  'composer.unit.perSecond': 'kom./s',
  'composer.valuetext.senders': {
    one: '{count} nadawca',
    few: '{count} nadawców',
    many: '{count} nadawców',
    other: '{count} nadawcy',
  },
  'composer.valuetext.callers': {
    one: '{count} nadawca REST',
    few: '{count} nadawców REST',
    many: '{count} nadawców REST',
    other: '{count} nadawcy REST',
  },
  'composer.valuetext.members': {
    one: '{count} członek',
    few: '{count} członków',
    many: '{count} członków',
    other: '{count} członka',
  },
  'composer.valuetext.rate': 'Komunikaty na sekundę: {value}',
  'composer.summary':
    'Przychodzące: {inbound} kom./s · Wychodzące: {outbound} kom./s · Przepustowość wychodząca: {bandwidth}',
  'composer.duplicate': 'Duplikuj',
  'composer.duplicate.label': 'Duplikuj {name}',
  'composer.moveUp': 'W górę',
  'composer.moveUp.label': 'Przenieś {name} w górę',
  'composer.moveDown': 'W dół',
  'composer.moveDown.label': 'Przenieś {name} w dół',
  'composer.remove': 'Usuń',
  'composer.remove.label': 'Usuń {name}',

  // embed
  'startup.title': 'Nie udało się uruchomić narzędzia do doboru rozmiaru',
  'startup.noScript':
    'Potrzebuje JavaScriptu, który jest tu wyłączony albo niedozwolony. W ramce na innej stronie atrybut sandbox tej strony musi zawierać allow-scripts.',
  'startup.crossOrigin':
    'Nie udało się wczytać jego kodu: sandbox tej ramki nie zawiera allow-same-origin, więc przeglądarka pobiera pliki narzędzia jak żądania z innej witryny, a serwer, na którym stoi narzędzie, na to nie pozwala (nie wysyła nagłówka Access-Control-Allow-Origin). Dodaj allow-same-origin do atrybutu sandbox ramki, tak jak w HTML z okna Osadź, albo niech ten serwer wysyła Access-Control-Allow-Origin: *.',
  'startup.notLoaded':
    'Nie udało się wczytać jego kodu albo zatrzymał się z błędem: połączenie mogło zostać przerwane albo zablokował go filtr sieciowy lub rozszerzenie przeglądarki. Odśwież stronę, aby spróbować ponownie.',
  'startup.noFigures':
    'Dopóki się nie uruchomi, nie są pokazywane żadne liczby: nie byłyby to liczby otwartego scenariusza.',
  'embed.title': '{name}: dobór rozmiaru Azure SignalR Service',
  'embed.title.webPubSub': '{name}: dobór rozmiaru Azure Web PubSub',
  'embed.untitled': 'Scenariusz bez nazwy',
  'embed.warnings': {
    one: 'Przewodnik dodaje do tego wyniku {count} zastrzeżenie: otwórz narzędzie do doboru rozmiaru, aby je przeczytać.',
    few: 'Przewodnik dodaje do tego wyniku {count} zastrzeżenia: otwórz narzędzie do doboru rozmiaru, aby je przeczytać.',
    many: 'Przewodnik dodaje do tego wyniku {count} zastrzeżeń: otwórz narzędzie do doboru rozmiaru, aby je przeczytać.',
    other:
      'Przewodnik dodaje do tego wyniku {count} zastrzeżenia: otwórz narzędzie do doboru rozmiaru, aby je przeczytać.',
  },
  'embed.badLink.title': 'Nie udało się odczytać linku tego osadzenia',
  'embed.badLink':
    'Ramka nie pokazuje żadnych liczb zamiast liczb innego scenariusza. Poproś osobę, która go udostępniła, o nowy link.',
  'embed.controls': 'Wypróbuj inne liczby',
  'embed.controls.hint': 'Zmiany zostają na tej stronie: nic nie jest zapisywane ani wysyłane.',
  'embed.open': 'Otwórz w narzędziu do doboru rozmiaru',
  'embed.open.newTab': '(otwiera się w nowej karcie)',
  'embed.frameTitle': 'Dobór rozmiaru Azure SignalR: {name}',
  'embed.frameTitle.webPubSub': 'Dobór rozmiaru Azure Web PubSub: {name}',
  'embed.markdown.summary':
    '**{name}**: dobór rozmiaru Azure SignalR Service zaleca {tier} za {cost} miesięcznie; limit decydujący to {limit} ({percent}). [Otwórz dobór rozmiaru]({url})',
  'embed.markdown.summary.webPubSub':
    '**{name}**: dobór rozmiaru Azure Web PubSub zaleca {tier} za {cost} miesięcznie; limit decydujący to {limit} ({percent}). [Otwórz dobór rozmiaru]({url})',
  'embed.markdown.noFit':
    '**{name}**: żadna pojedyncza warstwa Azure SignalR Service nie pasuje do tego scenariusza w obecnym kształcie. [Otwórz dobór rozmiaru]({url})',
  'embed.markdown.noFit.webPubSub':
    '**{name}**: żadna pojedyncza warstwa Azure Web PubSub nie pasuje do tego scenariusza w obecnym kształcie. [Otwórz dobór rozmiaru]({url})',
  'embed.markdown.empty': '**{name}**: brak obciążeń. [Otwórz dobór rozmiaru]({url})',
  'embed.dialog.open': 'Osadź',
  'embed.dialog.title': 'Osadź ten scenariusz',
  'embed.dialog.intro':
    'Wklej kod HTML na stronę, która zezwala na elementy iframe, albo podsumowanie w Markdown do Confluence, SharePoint, wiki lub pliku README. Scenariusz jest zapisany w samym linku: nic nie jest przesyłane.',
  'embed.dialog.hosting':
    'Ramka działa z serwera, który nie wysyła żadnych specjalnych nagłówków (GitHub Pages, Azure Static Web Apps, nginx w ustawieniach domyślnych), na każdej stronie, która dopuszcza iframe: zostaw jej atrybut sandbox bez zmian. allow-scripts uruchamia narzędzie; allow-same-origin pozwala mu wczytać własne pliki z własnego serwera. Osadzenie nie czyta ani nie zapisuje żadnej pamięci i może sięgnąć do twojej strony tylko wtedy, gdy jest ona serwowana spod adresu samego narzędzia. Jeśli strona usunie któryś z nich, ramka powie, czego brakuje, zamiast pokazywać liczby.',
  'embed.dialog.mode': 'Czytelnicy mogą',
  'embed.dialog.mode.readonly': 'Tylko przeczytać wynik',
  'embed.dialog.mode.interactive': 'Wypróbować inne liczby',
  'embed.dialog.mode.interactive.hint':
    'Suwaki progu wykorzystania oraz połączeń i interwału wysyłania każdego obciążenia; ich zmiany nie są zapisywane.',
  'embed.dialog.theme': 'Motyw',
  'embed.dialog.theme.auto': 'Zgodny z systemem czytelnika',
  'embed.dialog.theme.light': 'Jasny',
  'embed.dialog.theme.dark': 'Ciemny',
  'embed.dialog.height': 'Wysokość ramki',
  'embed.dialog.height.hint':
    'Wysokość początkowa: na stronach, które odbierają od ramki komunikaty o jej wysokości (zob. README), ramka dopasowuje się do zawartości.',
  'embed.dialog.unit.px': 'px',
  'embed.dialog.html': 'HTML (iframe)',
  'embed.dialog.markdown': 'Podsumowanie w Markdown',
  'embed.dialog.copyHtml': 'Kopiuj HTML',
  'embed.dialog.copyMarkdown': 'Kopiuj Markdown',
  'embed.dialog.copied': 'Skopiowano do schowka.',
  'embed.dialog.copyFailed':
    'Ta przeglądarka zablokowała kopiowanie. Tekst jest zaznaczony: naciśnij Ctrl+C, aby go skopiować.',
  'embed.dialog.close': 'Zamknij',

  // exportImport
  'exportImport.heading': 'Eksport i import',
  'exportImport.hint':
    'Zapisz scenariusz jako plik, aby otworzyć go później, przenieś liczby do arkusza kalkulacyjnego lub dokumentacji albo wydrukuj jednostronicowy raport.',
  'exportImport.file.heading': 'Plik scenariusza',
  'exportImport.download': 'Pobierz scenariusz',
  'exportImport.importFile': 'Importuj z pliku…',
  'exportImport.fileInput': 'Plik scenariusza do zaimportowania',
  'exportImport.paste.summary': 'Wklej scenariusz',
  'exportImport.paste.label': 'JSON scenariusza',
  'exportImport.paste.hint':
    'Format pobranego pliku scenariusza: wersja {version}, opublikowana w scenario.schema.json (pliki w wersji 1 również się otwierają).',
  'exportImport.paste.import': 'Importuj',
  'exportImport.imported': {
    one: 'Zaimportowano „{name}” z {count} obciążeniem.',
    few: 'Zaimportowano „{name}” z {count} obciążeniami.',
    many: 'Zaimportowano „{name}” z {count} obciążeniami.',
    other: 'Zaimportowano „{name}” z {count} obciążeniami.',
  },
  'exportImport.imported.unnamed': {
    one: 'Zaimportowano scenariusz z {count} obciążeniem.',
    few: 'Zaimportowano scenariusz z {count} obciążeniami.',
    many: 'Zaimportowano scenariusz z {count} obciążeniami.',
    other: 'Zaimportowano scenariusz z {count} obciążeniami.',
  },
  'exportImport.undo': 'Cofnij import',
  'exportImport.undone': 'Import cofnięty: przywrócono poprzedni scenariusz.',
  'exportImport.error.heading': 'Niczego nie zaimportowano; scenariusz pozostał bez zmian.',
  'exportImport.error.tooLarge': 'Rozmiar: {size}; plik scenariusza może mieć najwyżej {max}.',
  'exportImport.error.tooLargeUnread':
    'Rozmiar: ponad {max}; plik scenariusza może mieć najwyżej {max}.',
  'exportImport.error.empty': 'Nie ma czego importować: tekst jest pusty.',
  'exportImport.error.unreadable': 'Nie udało się odczytać pliku.',
  'exportImport.error.notText':
    'Ten plik nie jest tekstem {encoding}: niektóre jego bajty nie są znakami. Zapisz go jako UTF-8 i zaimportuj ponownie.',
  'exportImport.error.syntax':
    'To nie jest JSON: przestaje nim być w wierszu {line}, w kolumnie {column}.',
  'exportImport.error.notObject':
    'Ten JSON nie jest scenariuszem: scenariusz to obiekt, np. {"version": 2, "workloads": []}.',
  'exportImport.error.newerVersion':
    'Ten scenariusz ma format w wersji {version}, a ta strona odczytuje wersje 1 i {current}.',
  'exportImport.error.invalid': {
    one: 'To nie jest prawidłowy scenariusz; {count} pole wymaga poprawienia:',
    few: 'To nie jest prawidłowy scenariusz; {count} pola wymagają poprawienia:',
    many: 'To nie jest prawidłowy scenariusz; {count} pól wymaga poprawienia:',
    other: 'To nie jest prawidłowy scenariusz; {count} pola wymaga poprawienia:',
  },
  'exportImport.error.issue': '{path}: {message}',
  'exportImport.error.more': {
    one: '…i jeszcze {count}.',
    few: '…i jeszcze {count}.',
    many: '…i jeszcze {count}.',
    other: '…i jeszcze {count}.',
  },
  'exportImport.results.heading': 'Wyniki',
  'exportImport.csv': 'Pobierz warstwy (CSV)',
  'exportImport.markdown': 'Pobierz raport (Markdown)',
  'exportImport.copy': 'Kopiuj raport',
  'exportImport.copied': 'Raport jest w schowku.',
  'exportImport.copyDenied':
    'Przeglądarka nie pozwoliła na kopiowanie. Użyj zamiast tego przycisku „Pobierz raport (Markdown)”.',
  'exportImport.print': 'Drukuj raport',
  'exportImport.saved': 'Zapisano {fileName}.',
  'exportImport.chart.headroom': 'Eksportuj wykres wykorzystania limitów',
  'exportImport.chart.growth': 'Eksportuj wykres zapasu na wzrost',
  'exportImport.chart.hourlyUnits': 'Eksportuj wykres jednostek na godzinę',
  'exportImport.chart.timeline': 'Eksportuj wykres nadchodzącego roku',
  'exportImport.chart.svg': 'Pobierz SVG',
  'exportImport.chart.png': 'Pobierz PNG',
  'exportImport.chart.failed': 'Nie udało się wyeksportować wykresu.',
  'exportImport.csv.scenario': 'Scenariusz',
  'exportImport.csv.sku': 'SKU',
  'exportImport.csv.units': 'Jednostki',
  'exportImport.csv.recommended': 'Zalecana',
  'exportImport.csv.fits': 'Pasuje',
  'exportImport.csv.withinCapacity': 'W granicach pojemności',
  'exportImport.csv.interpolated': 'Interpolacja',
  'exportImport.csv.binding': 'Limit decydujący',
  'exportImport.csv.utilization': 'Wykorzystanie: {limit} (udział)',
  'exportImport.csv.growthHeadroom': 'Zapas na wzrost (mnożnik)',
  'exportImport.csv.serverConnections': 'Połączenia serwera',
  'exportImport.csv.fitsOptimistic': 'Pasuje (najkorzystniejsza interpretacja)',
  'exportImport.csv.fitsConservative': 'Pasuje (najmniej korzystna interpretacja)',
  'exportImport.csv.planFigure': 'Plan',
  'exportImport.csv.value': 'Wartość',
  'exportImport.csv.twelveMonthCost': 'Koszt najbliższych 12 miesięcy',
  'exportImport.csv.yes': 'tak',
  'exportImport.csv.no': 'nie',
  'exportImport.md.untitled': 'Dobór rozmiaru Azure SignalR Service',
  'exportImport.md.untitled.webPubSub': 'Dobór rozmiaru Azure Web PubSub',
  'exportImport.md.lead':
    'Dobór rozmiaru Azure SignalR Service według tabel ({edition}) z progiem wykorzystania {target}, progiem wykorzystania połączeń {connectionTarget} i interpretacją „{reading}”.',
  'exportImport.md.lead.webPubSub':
    'Dobór rozmiaru Azure Web PubSub według tabel ({edition}) z progiem wykorzystania {target}, progiem wykorzystania połączeń {connectionTarget} i interpretacją „{reading}”.',
  'exportImport.md.range': 'Zakres',
  'exportImport.md.fact': '{label}: {value}',
  'exportImport.md.workloads': 'Obciążenia',
  'exportImport.md.noWorkloads': 'Brak obciążeń.',
  'exportImport.setAndUsed': '{set} (używane jako {used})',
  'exportImport.md.tiers': 'Warstwy',
  'exportImport.md.tiers.lead':
    'Free, Standard_S1 × 1 i pierwsza warstwa Premium_P2, najtańsza pasująca warstwa każdej jednostki SKU oraz warstwy sąsiadujące z zalecaną.',
  'exportImport.md.tiers.lead.noP2':
    'Free, Standard_S1 × 1, najtańsza pasująca warstwa każdej jednostki SKU oraz warstwy sąsiadujące z zalecaną (to wydanie powstało przed wprowadzeniem Premium_P2).',
  'exportImport.md.growth': '×{factor}',
  'exportImport.md.link': 'Otwórz ten scenariusz w panelu doboru rozmiaru',
  'exportImport.md.source':
    'Obliczono na podstawie przewodnika Microsoft po wydajności usługi Azure SignalR Service.',
  'exportImport.md.source.webPubSub':
    'Obliczono na podstawie przewodnika Microsoft po wydajności usługi Azure Web PubSub.',
  'exportImport.print.lead': 'Dobrano według tabel ({edition}) z progiem wykorzystania {target}.',
  'exportImport.print.lead.webPubSub':
    'Azure Web PubSub, dobrano według tabel ({edition}) z progiem wykorzystania {target}.',
  'exportImport.print.sizeUnits': 'Rozmiary liczą 1 KB jako {bytes} B, a 1 MB jako {bytes} KB.',
  'exportImport.plan.region.primary': 'region podstawowy',
  'exportImport.plan.region.replica': 'replika {region}',
  'exportImport.plan.why': 'Dlaczego taki kształt',
  'exportImport.plan.service': 'Usługa',
  'exportImport.plan.why.replicasNeedPremium':
    'Georeplikacja istnieje tylko w warstwie Premium, więc każdy region działa w Premium.',
  'exportImport.plan.why.autoscale':
    'Przy dobowym profilu obciążenia skalowanie automatyczne Premium zmienia liczbę jednostek w ciągu doby (każdy region ma własną regułę).',
  'exportImport.plan.why.severalInstances':
    'Żadne pojedyncze wystąpienie nie udźwignie obciążenia, więc klienci są rozdzieleni między identyczne wystąpienia.',
  'exportImport.plan.why.severalInstancesCheaper':
    'Kilka wystąpień kosztuje mniej niż jedno większe wystąpienie, które też wystarcza.',
  'exportImport.plan.autoscale': 'Skalowanie automatyczne',
  'exportImport.plan.autoscale.value':
    'od {minimum} do {maximum} jednostek na wystąpienie w każdym regionie: skalowanie w górę powyżej {out} limitu połączeń, w dół poniżej {in}, {minutes} min między operacjami skalowania.',
  'exportImport.plan.autoscale.serverLoad':
    'Druga reguła śledzi obciążenie serwera (w górę powyżej {out}, w dół poniżej {in}): ten plan ogranicza przepustowość.',
  'exportImport.plan.autoscale.example':
    'Progi to przykład dostawcy; scenariusz może ustawić własne.',
  'exportImport.plan.end': {
    one: '{tier} za {cost} miesięcznie',
    few: '{count} wystąpienia {tier} za {cost} miesięcznie',
    many: '{count} wystąpień {tier} za {cost} miesięcznie',
    other: '{count} wystąpienia {tier} za {cost} miesięcznie',
  },
  'exportImport.plan.alternative': 'Możliwe także',
  'exportImport.plan.monthly.value':
    '{total}: jednostki {units}, komunikaty ponad uwzględnione {messages}',
  'exportImport.plan.monthly.valueCrossRegion':
    '{total}: jednostki {units}, komunikaty ponad uwzględnione {messages}, transfer danych między regionami {cost} ({gigabytes} miesięcznie po {rate} za GB, cennik przepustowości Azure z {date} r.)',
  'exportImport.plan.regionBill': 'Region ({region})',
  'exportImport.plan.regionBill.value': '{tier}, {share} klientów, {cost}',
  'exportImport.plan.day.fixed': 'Doba, stale na szczyt w warstwie {tier}',
  'exportImport.plan.day.autoscale':
    'Doba, ze skalowaniem automatycznym w {sku} ({unitDays} jednostkodni na dobę)',
  'exportImport.plan.day.ideal':
    'Doba, w każdej godzinie dokładnie tyle jednostek Premium, ile potrzeba (dolna granica)',
  'exportImport.plan.day.chosen': '(to wdraża plan)',
  'exportImport.plan.day.noFit': 'żadna warstwa Premium nie udźwignie szczytu',
  'exportImport.plan.year': 'Rok naprzód',
  'exportImport.plan.year.value': {
    one: 'teraz {now} miesięcznie; przy wzroście {growth} miesięcznie miesiąc 12 wymaga {tier} za {last} miesięcznie; następne 12 miesięcy kosztuje {total}.',
    few: 'teraz {now} miesięcznie; przy wzroście {growth} miesięcznie miesiąc 12 wymaga {count} wystąpień {tier} za {last} miesięcznie; następne 12 miesięcy kosztuje {total}.',
    many: 'teraz {now} miesięcznie; przy wzroście {growth} miesięcznie miesiąc 12 wymaga {count} wystąpień {tier} za {last} miesięcznie; następne 12 miesięcy kosztuje {total}.',
    other:
      'teraz {now} miesięcznie; przy wzroście {growth} miesięcznie miesiąc 12 wymaga {count} wystąpień {tier} za {last} miesięcznie; następne 12 miesięcy kosztuje {total}.',
  },
  'exportImport.plan.tierChange': 'Zmiana warstwy',
  'exportImport.plan.year.noFit':
    'teraz {now} miesięcznie; w niektórych z następnych 12 miesięcy żadne wdrożenie nie wystarcza, więc nie ma sumy za 12 miesięcy.',
  'exportImport.csv.tierCost':
    'Jedno wystąpienie na szczycie przez całą dobę, miesięcznie ({currency})',
  'exportImport.csv.unitsPerInstance': 'Jednostki na wystąpienie',
  'exportImport.csv.instances': 'Wystąpienia',
  'exportImport.csv.regions': 'Regiony',
  'exportImport.csv.totalUnits': 'Jednostki łącznie',
  'exportImport.csv.autoscaleMinimum': 'Minimum jednostek (skalowanie automatyczne)',
  'exportImport.csv.autoscaleMaximum': 'Maksimum jednostek (skalowanie automatyczne)',
  'exportImport.csv.scaleOutAbove': 'Skalowanie w górę powyżej (część limitu połączeń)',
  'exportImport.csv.scaleInBelow': 'Skalowanie w dół poniżej (część limitu połączeń)',
  'exportImport.csv.coolDownMinutes': 'Minuty między operacjami skalowania',
  'exportImport.csv.appServers': 'Serwery aplikacji',
  'exportImport.csv.upstreamRequestsPerSecond': 'Żądania do upstreamu na sekundę',
  'exportImport.csv.unitsCost': 'Miesięczny koszt jednostek',
  'exportImport.csv.messagesCost': 'Miesięczny koszt komunikatów',
  'exportImport.csv.crossRegionCost': 'Miesięczny koszt transferu danych między regionami',
  'exportImport.csv.crossRegionPerGb': 'Cena za GB transferu danych między regionami',
  'exportImport.csv.totalCost': 'Koszt miesięczny',
  'exportImport.csv.regionUnits': 'Jednostki na wystąpienie, {region}',
  'exportImport.csv.regionCost': 'Koszt miesięczny, {region}',
  'exportImport.csv.rangeOptimistic': 'Koszt miesięczny, najkorzystniejsza interpretacja',
  'exportImport.csv.rangeConservative': 'Koszt miesięczny, najmniej korzystna interpretacja',
  'exportImport.csv.dayFixed': 'Koszt miesięczny, stale na szczyt',
  'exportImport.csv.dayAutoscale': 'Koszt miesięczny ze skalowaniem automatycznym',
  'exportImport.csv.dayIdeal': 'Koszt miesięczny, idealne minimum',
  'exportImport.md.tiers.perInstance': {
    one: 'Każdy wiersz to jedno wystąpienie.',
    few: 'Każdy wiersz to jedno z {count} wystąpień, z jego częścią klientów.',
    many: 'Każdy wiersz to jedno z {count} wystąpień, z jego częścią klientów.',
    other: 'Każdy wiersz to jedno z {count} wystąpień, z jego częścią klientów.',
  },
  'exportImport.md.tierCost': 'Jedno wystąpienie na szczycie przez całą dobę',
  'exportImport.json': 'Pobierz plan (JSON)',
  'exportImport.focus': 'Pobierz prognozę (CSV FOCUS)',
  'exportImport.focus.failed':
    'Nie udało się utworzyć pliku FOCUS: odśwież stronę i spróbuj ponownie.',
  'exportImport.focus.none':
    'Żadne wdrożenie nie pasuje do tego scenariusza, więc nie ma prognozy do wyeksportowania.',
  'exportImport.print.plan': 'Plan: co wdrożyć i ile to kosztuje',
  'card.title': '{name}: wymiarowanie Azure SignalR Service',
  'card.title.webPubSub': '{name}: wymiarowanie Azure Web PubSub',
  'card.untitled': 'Scenariusz bez nazwy',
  'card.empty': 'Brak obciążeń.',
  'card.noFit': 'Żadne wdrożenie nie pasuje do tego scenariusza.',
  'card.chart': 'Zapas: jaką część każdego limitu wykorzystałoby jedno wystąpienie każdej warstwy',
  'card.deployed': 'wdrożona',
  'card.link': 'Otwórz aktualny scenariusz',
  'card.source':
    'Na podstawie przewodnika po wydajności Azure SignalR Service firmy Microsoft. Ceny w {currency}, domyślne z {year}; różnią się w zależności od regionu.',
  'card.source.webPubSub':
    'Na podstawie przewodnika po wydajności Azure Web PubSub firmy Microsoft. Ceny w {currency}, domyślne z {year}; różnią się w zależności od regionu.',
  'card.dialog.heading': 'Karta obrazu (SVG)',
  'card.dialog.hint':
    'Dla wiki, które nie pozwalają na iframe: odpowiedź i wykres zapasu jako jeden obraz. Prześlij plik i połącz go z aktualnym scenariuszem (Markdown poniżej robi jedno i drugie).',
  'card.dialog.preview': 'Podgląd karty obrazu',
  'card.dialog.theme': 'Kolory karty',
  'card.dialog.theme.light': 'Jasna karta',
  'card.dialog.theme.dark': 'Ciemna karta',
  'card.dialog.download': 'Pobierz SVG',
  'card.dialog.copy': 'Kopiuj SVG',
  'card.dialog.markdown': 'Markdown obrazu z linkiem do aktualnego scenariusza',
  'card.dialog.copyMarkdown': 'Kopiuj Markdown obrazu',
  'card.dialog.saved': 'Zapisano {fileName}.',
  'cli.help':
    'signalr-sizing: wymiarowanie scenariusza Azure SignalR Service z wiersza poleceń.\n\nUżycie:\n  signalr-sizing size <scenario.json> [options]\n  signalr-sizing size --link <share link> [options]\n\nWypisuje plan (co wdrożyć i ile to kosztuje miesięcznie) albo zapisuje jeden wynik:\n  -f, --format <format>      text (domyślnie), md (raport Markdown), json (plan),\n                             csv (każda warstwa i plan), svg (karta obrazu),\n                             bicep, arm, tf lub cli (kod infrastruktury),\n                             infracost-usage (plik użycia infracost dla tf),\n                             focus (miesięczna prognoza jako wiersze FOCUS dla narzędzi FinOps)\n  -l, --link <url>           odczytaj scenariusz z linku udostępniania zamiast z pliku\n      --metrics <file>       najpierw przelicz go według godzinowych metryk zapisanych przez Azure:\n                             JSON z az monitor metrics list lub CSV z wykresu w portalu (można powtórzyć)\n  -o, --out <file>           zapisz do tego pliku zamiast na standardowe wyjście\n      --lang <language>      en, pl, de, fr, ja lub ko (domyślnie en)\n      --theme <theme>        kolory karty obrazu: light (domyślnie) lub dark\n      --base-url <url>       gdzie działa pulpit: link zwrotny zaczyna się od tego adresu\n      --max-monthly-usd <n>  zakończ kodem 1, gdy plan kosztuje więcej niż n USD miesięcznie\n      --max-units <n>        zakończ kodem 1, gdy plan wdraża łącznie więcej niż n jednostek\n      --prices <file>        wyceń plan plikiem z Azure Retail Prices API\n      --prices-region <name> region pliku do odczytu (armRegionName), gdy jest ich kilka\n      --period <YYYY-MM>     miesiąc prognozy focus (domyślnie następny miesiąc, UTC)\n  -h, --help                 pokaż tę pomoc\n      --version              pokaż wersję\n\nPlik scenariusza „-” jest czytany ze standardowego wejścia.\nKody wyjścia: 0 zapisano; 1 zapisano, ale plan przekracza limit (albo nie ma czego wdrożyć);\n2 błędne dane lub argumenty, nic nie zapisano.',
  'cli.error.choice': '{option} przyjmuje jedną z wartości {choices}, nie „{value}”.',
  'cli.error.command': 'Nieznane polecenie „{command}”: polecenia to „size” i „diff”.',
  'cli.error.noCommand':
    'Brak polecenia przed {options}: polecenia to „size” i „diff” (signalr-sizing size <scenario.json> {options}).',
  'cli.error.extra': 'Tylko jeden plik scenariusza naraz: „{extra}” to o jeden za dużo.',
  'cli.error.noInput': 'Podaj plik scenariusza albo link udostępniania z --link.',
  'cli.error.bothInputs': 'Podaj plik scenariusza albo --link, nie oba.',
  'cli.error.twoOuts':
    'Podaj jeden plik do zapisu, przez --out albo --output, nie dwa: „{first}” i „{second}”.',
  'cli.error.repeated': '{option} podano dwa razy („{first}” i „{second}”): podaj je raz.',
  'cli.error.unknownOption': 'Nieznana opcja „{option}”.',
  'cli.error.missingValue':
    '{option} wymaga wartości po nim (wartość zaczynającą się od „-” zapisuje się jako {option}=-…).',
  'cli.error.flagValue': '{option} nie przyjmuje wartości, nie „{value}”.',
  'cli.error.stdinTwice':
    'Standardowe wejście („-”) można odczytać tylko raz: podaj „-” tylko jednemu z: plik scenariusza, --prices, --metrics.',
  'cli.error.url': '{option} przyjmuje adres internetowy (https://…), nie „{value}”.',
  'cli.error.number':
    '{option} przyjmuje liczbę większą od 0 zapisaną cyframi, np. 15000 lub 99.50, nie „{value}”.',
  'cli.error.wholeNumber':
    '{option} przyjmuje liczbę całkowitą większą od 0 zapisaną cyframi, np. 50, nie „{value}”.',
  'cli.error.seeHelp': 'Opcje pokazuje „signalr-sizing --help”.',
  'cli.stdin': 'wejścia standardowego („-”)',
  'cli.error.file': 'Nie można użyć scenariusza z {path}.',
  'cli.error.prices': 'Nie udało się użyć cen z {path}.',
  'cli.error.read': 'Nie udało się go odczytać: {reason}',
  'cli.prices.tooLargeUnread': 'To więcej niż {max}; cennik ma najwyżej {max}.',
  'cli.metrics.tooLargeUnread': 'To więcej niż {max}; plik metryk ma najwyżej {max}.',
  'cli.error.link': 'Nie można użyć linku.',
  'cli.error.metricsFile': 'Nie udało się użyć metryk z {path}.',
  'cli.metrics.applied': {
    one: 'Przeliczono według metryk z {path}, odczytano {count} godzinę.',
    few: 'Przeliczono według metryk z {path}, odczytano {count} godziny.',
    many: 'Przeliczono według metryk z {path}, odczytano {count} godzin.',
    other: 'Przeliczono według metryk z {path}, odczytano {count} godziny.',
  },
  'cli.metrics.calibration': 'Skalibrowano zmierzonymi proporcjami: {factors}.',
  'cli.metrics.profile': 'Profil obciążenia doby jest zmierzony, ze szczytem o {hour}.',
  'cli.error.noScenarioInLink': 'Nie zawiera scenariusza: link udostępniania zawiera „#s=”.',
  'cli.error.nothingWritten': 'Nic nie zapisano.',
  'cli.error.noDeployment':
    'Żadne wdrożenie nie pasuje do tego scenariusza, więc nie ma czego zapisać jako {format}.',
  'cli.format.infracostUsage': 'pliku użycia infracost',
  'cli.format.focus': 'pliku FOCUS',
  'cli.error.period': '--period przyjmuje miesiąc w postaci RRRR-MM, np. 2026-12, a nie „{value}”.',
  'cli.error.infracostWebPubSub':
    'infracost nie wycenia azurerm_web_pubsub (wśród jego zasobów Azure jest tylko azurerm_signalr_service), więc dla planu Azure Web PubSub nie ma pliku użycia infracost do zapisania.',
  'cli.error.pricesRegion':
    '--prices-region wskazuje region pliku podanego w --prices: podaj też --prices.',
  'cli.prices.chooseRegion': 'Wybierz jeden przez --prices-region <nazwa>.',
  'cli.error.budgetCurrency':
    '--max-monthly-usd jest w dolarach USD, a ceny są w {currency}: rachunek planu nie jest z nim porównywany. Pomiń tę opcję albo wyceń plan w USD.',
  'cli.error.refused': 'Azure odrzuciłby to wdrożenie, więc nie ma czego zapisać jako {format}:',
  'cli.note.noBaseUrl':
    'Brak --base-url: link zwrotny do scenariusza to tylko jego fragment. Podaj adres swojego pulpitu w --base-url, aby był to pełny link.',
  'cli.error.write': 'Nie udało się zapisać {path}: {reason}',
  'cli.error.stdout': 'Nie udało się zapisać na standardowe wyjście: {reason}',
  'cli.error.outIsInput':
    '--out wskazuje sam plik scenariusza ({path}): zapis zastąpiłby scenariusz. Podaj inny plik.',
  'cli.written': 'Zapisano {path}.',
  'cli.link': 'Otwórz ten scenariusz: {url}',
  'cli.limit.noFit':
    'Żadne wdrożenie nie pasuje do tego scenariusza, więc nie zmieści się w podanych limitach.',
  'cli.limit.monthly':
    'Plan kosztuje {cost} miesięcznie, powyżej limitu {max} (--max-monthly-usd).',
  'cli.limit.units': 'Plan wdraża łącznie {units} jednostek, powyżej limitu {max} (--max-units).',
  'cli.help.diff':
    'Porównanie dwóch scenariuszy, do komentarza w pull requeście:\n  signalr-sizing diff <base> <head> [options]\n\nKażdy z <base> i <head> to plik scenariusza („-” czyta jeden z nich ze standardowego wejścia) albo link\nudostępniania (https://…#s=… lub #s=…). Zapisuje zmianę w Markdown: co jest wdrożone przed i po, miesięczny\nrachunek i jego zmianę, limit decydujący i zapas na wzrost, obciążenia, które najbardziej zmieniły koszt.\n  -f, --format <format>           md (domyślnie) lub json\n  -o, --out <file>                zapisz do tego pliku zamiast na standardowe wyjście\n      --label <text>              nagłówek (domyślnie: ścieżka pliku head)\n      --lang <language>           jak dla size\n      --base-url <url>            gdzie działa pulpit: komentarz linkuje do obu scenariuszy\n      --max-increase-usd <n>      zakończ kodem 1, gdy miesięczny rachunek rośnie o więcej niż n USD\n      --max-increase-percent <n>  zakończ kodem 1, gdy miesięczny rachunek rośnie o więcej niż n procent\n\nKody wyjścia: 0 zapisano; 1 zapisano, ale zmiana przekracza limit; 2 błędne dane lub argumenty, nic nie zapisano.',
  'cli.diff.error.inputs':
    'Podaj dwa scenariusze do porównania: bazowy, a potem zmieniony (każdy jako plik albo link udostępniania).',
  'cli.diff.error.extra': 'diff porównuje dwa scenariusze: „{extra}” to o jeden za dużo.',
  'cli.diff.error.number': '{option} przyjmuje liczbę 0 lub większą, nie „{value}”.',
  'cli.diff.error.bothStdin':
    'Tylko jeden z dwóch scenariuszy można odczytać ze standardowego wejścia („-”).',
  'cli.diff.error.currencies':
    'Baza jest wyceniona w {before}, a head w {after}: dwóch rachunków w różnych walutach nie da się od siebie odjąć. Wyceń oba scenariusze w jednej walucie.',
  'cli.diff.error.budgetCurrency':
    '--max-increase-usd jest w dolarach amerykańskich, a ceny są w {currency}: zmiana nie jest z nim porównywana. Użyj --max-increase-percent albo wyceń oba scenariusze w USD.',
  'cli.diff.error.baseLink': 'Nie można użyć linku podanego jako bazowy (przed zmianą).',
  'cli.diff.error.headLink': 'Nie można użyć linku podanego jako zmieniony (po zmianie).',
  'cli.diff.note.noBaseUrl':
    'Brak --base-url: komentarz nie ma linków do obu scenariuszy. Podaj adres swojego pulpitu w --base-url, aby je dodać.',
  'cli.diff.limit.usd':
    'Miesięczny rachunek rośnie o {change}, z {before} do {after}, powyżej limitu {max} (--max-increase-usd).',
  'cli.diff.limit.percent':
    'Miesięczny rachunek rośnie o {percent}, z {before} do {after}, powyżej limitu {max} (--max-increase-percent).',
  'cli.diff.limit.percentFromZero':
    'Miesięczny rachunek rośnie z {before} do {after}: każdy wzrost od zera przekracza limit {max} (--max-increase-percent).',
  'cli.diff.limit.noFitAfter':
    'Żadne wdrożenie nie pasuje do zmienionego scenariusza, więc jego rachunek nie zmieści się w podanych limitach.',
  'cli.diff.limit.noFitBefore':
    'Żadne wdrożenie nie pasuje do scenariusza bazowego, więc zmiany nie da się zmierzyć względem podanych limitów.',
  'cli.diff.summary.up': '{name}: miesięczny rachunek rośnie z {before} do {after}, {change}.',
  'cli.diff.summary.down': '{name}: miesięczny rachunek spada z {before} do {after}, {change}.',
  'cli.diff.summary.same': '{name}: miesięczny rachunek pozostaje na poziomie {cost}.',
  'cli.diff.summary.noFitBefore':
    '{name}: żadne wdrożenie nie pasuje do scenariusza bazowego; zmieniony kosztuje {after} miesięcznie.',
  'cli.diff.summary.noFitAfter':
    '{name}: żadne wdrożenie nie pasuje do zmienionego scenariusza; bazowy kosztował {before} miesięcznie.',
  'cli.diff.summary.noFitBoth':
    '{name}: żadne wdrożenie nie pasuje do żadnego z dwóch scenariuszy.',
  'cli.diff.service':
    'Usługa zmienia się z {before} na {after}: każda strona jest wymiarowana według przewodnika własnej usługi.',
  'cli.diff.change': '{money} ({percent})',
  'cli.diff.column.before': 'Przed',
  'cli.diff.column.after': 'Po',
  'cli.diff.column.change': 'Zmiana',
  'cli.diff.workloads': 'Obciążenia, które najbardziej zmieniły koszt',
  'cli.diff.workloads.column': 'Obciążenie',
  'cli.diff.workload.added': '{name} (dodane)',
  'cli.diff.workload.removed': '{name} (usunięte)',
  'cli.diff.workloads.none': 'Udział żadnego obciążenia w rachunku się nie zmienił.',
  'cli.diff.workloads.unknown':
    'Bez wdrożenia po jednej stronie zmiany nie da się rozdzielić na obciążenia.',
  'cli.diff.workloads.more': {
    one: '… i jeszcze {count} obciążenie, łącznie {change}.',
    few: '… i jeszcze {count} obciążenia, łącznie {change}.',
    many: '… i jeszcze {count} obciążeń, łącznie {change}.',
    other: '… i jeszcze {count} obciążenia, łącznie {change}.',
  },
  'cli.diff.workloads.how':
    'Udział obciążenia w rachunku pochodzi z planu: jednostki według jego udziału w limicie decydującym, wiadomości ponad wliczone według jego udziału w rozliczanych wiadomościach.',
  'cli.diff.open.before': 'Otwórz scenariusz bazowy',
  'cli.diff.open.after': 'Otwórz zmieniony scenariusz',
  'exportImport.print.caption': 'Obciążenia tego scenariusza',
  'exportImport.print.link': 'Otwórz ten scenariusz w panelu',
  'exportImport.print.madeOn': 'Sporządzono: {date}.',
  'exportImport.print.prices': 'Ceny użyte w tym planie',
  'exportImport.prices.default': '{price}, wartość domyślna katalogu',
  'exportImport.prices.own': '{price}, Twoja cena',
  'exportImport.prices.list': '{price}, z cennika',
  'exportImport.prices.likePremiumP1': '{price}, jak Premium_P1 (bez własnej ceny)',
  'exportImport.prices.likeStandard': '{price}, jak Standard_S1 (bez własnej ceny)',
  'exportImport.prices.notPriced': 'brak w tej walucie: ruch między regionami nie jest wyceniony',

  // growth
  'growth.title': 'Zapas na wzrost',
  'growth.hint':
    'Każdy limit w zalecanej warstwie w miarę wzrostu liczby użytkowników: rosną połączenia każdego obciążenia, a także jego nadawcy, jeśli przybywa ich razem z użytkownikami (ustawiane osobno dla każdego obciążenia). Połączenia serwera pozostają bez zmian. Emisja, w której przybywa też nadawców, rośnie z kwadratem: więcej nadawców dociera do większej liczby połączeń.',
  'growth.chart.label':
    'Wykres: wykorzystanie każdego limitu w warstwie {tier}, gdy obciążenie rośnie od ×0,5 do ×10',
  'growth.legend': 'Serie',
  'growth.tick': '×{factor}',
  'growth.now': 'Teraz',
  'growth.target': 'Próg {percent}',
  'growth.limit': 'Pełny limit',
  'growth.connectionTarget': 'Próg połączeń {percent}',
  'growth.tooltip.title': 'Obciążenie ×{factor}',
  'growth.lead': 'Warstwa {tier}:',
  'growth.crossing.target': '{limit}: osiąga próg {percent} przy ×{factor}.',
  'growth.crossing.limit': '{limit}: osiąga limit ({percent}) przy ×{factor}.',
  'growth.crossing.targetNever': '{limit}: pozostaje poniżej progu {percent} aż do ×{factor}.',
  'growth.crossing.limitNever': '{limit}: pozostaje poniżej limitu ({percent}) aż do ×{factor}.',
  'growth.headroom':
    'Obciążenie może wzrosnąć ×{factor}, zanim pierwszy z limitów ({limit}) osiągnie wartość progową.',
  'growth.headroom.none':
    'Brak zapasu na wzrost: limit decydujący ({limit}) jest już na wartości progowej.',
  'growth.noFit':
    'Żadna warstwa nie pasuje do tego scenariusza, więc nie ma zalecanej warstwy, dla której można pokazać wzrost.',
  'growth.empty': 'Dodaj obciążenie, aby zobaczyć, jak by rosło.',
  'growth.table.show': 'Pokaż jako tabelę',
  'growth.table.caption': 'Wykorzystanie każdego limitu w warstwie {tier} według mnożnika wzrostu',
  'growth.table.factor': 'Wzrost',

  'growth.steps.title': 'Plan w miarę wzrostu liczby odbiorców',
  'growth.steps.hint':
    'Zaplanowany jak sam scenariusz (jego wystąpienia, regiony, dzień i autoskalowanie); tam, gdzie zmienia się warstwa, ile to kosztuje już działające wystąpienie.',
  'growth.steps.step': '×{factor}: {deployment}',
  'growth.steps.noFit': '×{factor}: żadna warstwa nie pasuje',
  // guideTables
  'guideTables.title': 'Tabele przewodnika',
  'guideTables.lead':
    'Wszystkie tabele testów porównawczych z przewodnika Microsoft po wydajności usługi Azure SignalR Service, tak jak odczytuje je silnik. Wartości są podane tak, jak je wydrukowano; gdy wydrukowana wartość przeczy formule z samego przewodnika, komórka jest oznaczona ⚠, a silnik używa wartości z formuły.',
  'guideTables.lead.webPubSub':
    'Każda tabela testów porównawczych z przewodnika wydajności Microsoft dla Azure Web PubSub, tak jak czyta ją silnik. Wartości są podane tak, jak wydrukowano; gdzie wydrukowana wartość przeczy własnemu wzorowi przewodnika, komórka jest oznaczona ⚠, a silnik używa wzoru.',
  'guideTables.source.webPubSub':
    '{title} (MicrosoftDocs/azure-docs, {file}), {edition}: strona z datą {date}, odczytana przy commicie {commit}.',
  'guideTables.editions': 'Pokazane wydanie przewodnika',
  'guideTables.source': {
    one: '{title}, {edition}: tłumaczenie na język {languages}.',
    few: '{title}, {edition}: tłumaczenia na języki {languages}.',
    many: '{title}, {edition}: tłumaczenia na języki {languages}.',
    other: '{title}, {edition}: tłumaczenia na języki {languages}.',
  },
  'guideTables.source.dated': {
    one: '{title}, {edition}: tłumaczenie na język {languages} z {dates}.',
    few: '{title}, {edition}: tłumaczenia na języki {languages} z {dates}.',
    many: '{title}, {edition}: tłumaczenia na języki {languages} z {dates}.',
    other: '{title}, {edition}: tłumaczenia na języki {languages} z {dates}.',
  },
  'guideTables.method':
    'W każdym teście porównawczym komunikaty mają {bytes} B, a każdy nadawca wysyła jeden co {interval}.',
  'guideTables.bandwidthUnits':
    'Przepustowości tak, jak podaje je przewodnik: 1 KB/s to {kbps} B/s, a 1 MB/s to {mbps} B/s, więc 1000 połączeń × 2048 B/s daje „2 MB/s”.',
  'guideTables.quickSkipped':
    'Tabele z sekcji „Szybka ocena” powtarzają tabele echo i emisji z sekcji „Analiza przypadku”, więc nie są pokazywane ponownie.',
  'guideTables.slipCount': {
    one: 'W tym wydaniu {count} wydrukowana wartość jest oznaczona ⚠.',
    few: 'W tym wydaniu {count} wydrukowane wartości są oznaczone ⚠.',
    many: 'W tym wydaniu {count} wydrukowanych wartości jest oznaczonych ⚠.',
    other: 'W tym wydaniu {count} wydrukowanych wartości jest oznaczonych ⚠.',
  },
  'guideTables.slipCount.none':
    'W tym wydaniu żadna wydrukowana wartość nie przeczy formule przewodnika.',
  'guideTables.throughput': 'Przepływność',
  'guideTables.throughput.lead': 'Ile usługa przeniosła przy każdej liczbie jednostek.',
  'guideTables.appServers': 'Serwery aplikacji',
  'guideTables.appServers.lead':
    'Ilu serwerów aplikacji użyto w testach porównawczych przy każdej liczbie jednostek.',
  'guideTables.provenance': '{edition} · {section}',
  'guideTables.column.units': 'Jednostki',
  'guideTables.row.connections': 'Połączenia',
  'guideTables.row.groupMemberCount': 'Liczba członków grupy',
  'guideTables.row.groupCount': 'Liczba grup',
  'guideTables.row.inboundMessagesPerSecond': 'Komunikaty przychodzące na sekundę',
  'guideTables.row.outboundMessagesPerSecond': 'Komunikaty wychodzące na sekundę',
  'guideTables.row.inboundBytesPerSecond': 'Przepustowość przychodząca',
  'guideTables.row.outboundBytesPerSecond': 'Przepustowość wychodząca',
  'guideTables.row.messagesPerSecond': 'Komunikaty przychodzące/wychodzące na sekundę',
  'guideTables.row.bytesPerSecond': 'Przepustowość przychodząca/wychodząca',
  'guideTables.row.appServers': 'Liczba serwerów aplikacji',
  'guideTables.bandwidth.Bps': '{value} B/s',
  'guideTables.bandwidth.KBps': '{value} KB/s',
  'guideTables.bandwidth.MBps': '{value} MB/s',
  'guideTables.table.quickEcho': 'Szybka ocena: echo',
  'guideTables.table.quickBroadcast': 'Szybka ocena: emisja',
  'guideTables.table.echo': 'Echo',
  'guideTables.table.broadcast': 'Emisja',
  'guideTables.table.smallGroup': 'Wysyłanie do małej grupy',
  'guideTables.table.bigGroup': 'Wysyłanie do dużej grupy',
  'guideTables.table.connection': 'Wysyłanie do połączenia',
  'guideTables.table.restBroadcast': 'Emisja przez API REST',
  'guideTables.table.restUser': 'Wysyłanie do użytkownika przez API REST',
  'guideTables.appServerTable.aspnetcore.echo': 'Serwery aplikacji dla echo',
  'guideTables.appServerTable.aspnetcore.broadcast': 'Serwery aplikacji dla emisji',
  'guideTables.appServerTable.aspnetcore.smallGroup':
    'Serwery aplikacji dla wysyłania do małej grupy',
  'guideTables.appServerTable.aspnetcore.bigGroup':
    'Serwery aplikacji dla wysyłania do dużej grupy',
  'guideTables.appServerTable.aspnetcore.connection':
    'Serwery aplikacji dla wysyłania do połączenia',
  'guideTables.appServerTable.aspnet.echo': 'Serwery aplikacji ASP.NET SignalR dla echo',
  'guideTables.appServerTable.aspnet.broadcast': 'Serwery aplikacji ASP.NET SignalR dla emisji',
  'guideTables.appServerTable.aspnet.smallGroup':
    'Serwery aplikacji ASP.NET SignalR dla wysyłania do małej grupy',
  'guideTables.appServerTable.aspnet.bigGroup':
    'Serwery aplikacji ASP.NET SignalR dla wysyłania do dużej grupy',
  'guideTables.appServerTable.aspnet.connection':
    'Serwery aplikacji ASP.NET SignalR dla wysyłania do połączenia',
  'guideTables.slip.printed': 'Pomyłka: wydrukowano',
  'guideTables.slip.formula': 'formuła: {value}',
  'guideTables.slip.notes': 'Pomyłki w tej tabeli',
  'guideTables.slip.note':
    '{row} przy liczbie jednostek {units}: wydrukowano {printed}; formuła przewodnika daje {formula} ({formulaText}). Silnik używa wartości z formuły.',
  'guideTables.contradictions': 'Gdzie przewodnik przeczy sam sobie',
  'guideTables.contradictions.lead':
    'Każda sprzeczność między tabelami i reguła, którą stosuje silnik.',
  'guideTables.contradiction.tables': 'Tabele: {tables}.',
  'guideTables.contradiction.units': 'Liczby jednostek: {units}.',
  'guideTables.contradiction.engine': 'Silnik:',
  'guideTables.notes': 'Uwagi przewodnika',
  'guideTables.guideWords': 'Słowa przewodnika:',

  // guideData
  // The title as the guide's Polish translation prints it.
  'guideData.title': 'Wskazówki dotyczące wydajności dla usługi Azure SignalR Service',
  'guideData.title.webPubSub': 'Przewodnik po wydajności usługi Azure Web PubSub',
  'guideData.heading.finding-a-proper-sku': 'Znajdowanie odpowiednich jednostek SKU',
  'guideData.heading.quick-evaluation': 'Szybka ocena',
  'guideData.heading.case-study': 'Analiza przypadku',
  'guideData.heading.default-mode': 'Tryb domyślny',
  'guideData.heading.serverless-mode': 'Tryb bez użycia serwera',
  'guideData.heading.echo': 'Echo',
  'guideData.heading.broadcast': 'Emisja',
  'guideData.heading.send-to-group': 'Wyślij do grupy',
  'guideData.heading.small-group': 'Mała grupa',
  'guideData.heading.big-group': 'Duża grupa',
  'guideData.heading.send-to-connection': 'Wyślij do połączenia',
  'guideData.heading.aspnet-signalr-echo-broadcast-and-send-to-small-group':
    'Echo, emisja i wysyłanie do małej grupy w ASP.NET SignalR',
  'guideData.heading.broadcast-through-rest-api': 'Emisja za pośrednictwem interfejsu API REST',
  'guideData.heading.send-to-user-through-rest-api':
    'Wyślij do użytkownika za pośrednictwem interfejsu API REST',
  'guideData.heading.send-to-groups-through-web-pubsub-subprotocol':
    'Wysyłanie do grup za pośrednictwem podprotokołu Web PubSub',
  'guideData.heading.triggering-cloud-event': 'Wyzwalanie zdarzenia w chmurze',
  'guideData.heading.rest-api': 'Interfejs API REST',
  'guideData.note.serverLoad70':
    'Opóźnienie wewnątrz usługi pozostaje niskie, dopóki obciążenie serwera (Server Load) jest poniżej {serverLoadShare}.',
  'guideData.note.routingCostAt50':
    'Od liczby jednostek {unit} wzwyż scenariusze wysyłające do małych grup (rozmiar grupy < {groupSize}) lub do pojedynczych połączeń mają duży koszt routingu, którego nie pokazuje obciążenie serwera (Server Load); sprawdź tabele wysyłania do małej grupy i do połączenia.',
  'guideData.note.premiumP2Beyond100':
    'Przy liczbie jednostek większej niż {units} przejdź na warstwę Premium_P2.',
  'guideData.note.groupSizesNotHardLimits':
    'Liczba grup i liczba członków grupy nie są sztywnymi limitami; gdy każde połączenie ma własną grupę, wydajność jest zbliżona do wysyłania do połączenia.',
  'guideData.note.smallGroupContactSupport':
    'Małe grupy osiągają limit kosztu routingu przy liczbie jednostek {unit}, a zwiększenie jej do {maxUnit} tego nie poprawia. Jeśli potrzebujesz większej przepustowości przychodzącej, skontaktuj się z pomocą techniczną.',
  'guideData.note.smallGroupRoutingNotInServerLoad':
    'Przy jednostkach {units} scenariusz wysyłający głównie do małych grup (poniżej {groupSize} członków) ponosi duży koszt routingu, którego obciążenie serwera nie obejmuje: sprawdź tabelę małej grupy.',
  'guideData.note.smallGroupPremiumP2':
    'Małe grupy osiągają limit kosztu routingu przy jednostce {unit}; jednostka {maxUnit} tego nie poprawia. Aby uzyskać większą przepustowość przychodzącą, przejdź na Premium_P2 (ponad {premiumP2AboveUnits} jednostek).',
  'guideData.note.groupCountsNotHardLimits':
    'Liczby grup i członków w tabelach nie są twardymi limitami: wybrano je dla stabilnego testu porównawczego.',
  'guideData.note.bigGroupOutboundBound':
    'Przy wysyłaniu do dużych grup przepustowość wychodząca kończy się przed kosztem routingu: tabela dużej grupy podaje maksymalną przepustowość wychodzącą.',
  'guideData.note.upstreamHttp11':
    'Test porównawczy upstream (procedury obsługi zdarzeń) działał na HTTP 1.1; upstream obsługujący HTTP 2.0 wypada lepiej.',
  'guideData.note.echoInboundEqualsOutbound':
    'W echu upstream odsyła każdy komunikat w odpowiedzi HTTP, więc maksymalna przepustowość przychodząca równa się wychodzącej.',
  'guideData.note.restUserNamedClients':
    'Test wysyłania REST do użytkownika nadał każdemu klientowi nazwę użytkownika przed połączeniem.',
  'guideData.note.restBroadcastSameAsBigGroup':
    'Rozgłaszanie REST ma tę samą przepustowość co wysyłanie do dużej grupy.',
  'guideData.note.upstreamNotBottleneck':
    'Tabele zakładają, że upstream jest na tyle wydajny, że nie staje się wąskim gardłem.',
  'guideData.note.messagesUnder1KB':
    'Komunikat poniżej {messageBytes} B obciąża usługę jak komunikat {messageBytes}-bajtowy.',
  'guideData.note.benchmarkDefaults':
    'Każdy test wysyła komunikaty po {messageBytes} B, każdy nadawca raz na {sendIntervalSeconds} s.',
  'guideData.note.notAHardLimit':
    'Maksymalna przepustowość to najwyższa, przy której {messageShare} komunikatów dociera w ciągu {latencySeconds} s; nie jest to twardy limit.',
  'guideData.note.throttlingPerTier':
    'Każda warstwa ma własne zasady ograniczania przepustowości: jej maksimum to najwyższa przepustowość, przy której {messageShare} komunikatów dociera w ciągu {latencySeconds} s.',
  'guideData.note.tablesStopAtUnit':
    'Tabele kończą się na jednostce {units}: to wydanie nie mówi nic o większej liczbie jednostek.',
  'guideData.slip.sameRateAtOtherUnits':
    'Podano {printed} dla tych samych {messagesPerSecond} kom./s, które przy liczbie jednostek {units} dają {formula}.',
  'guideData.slip.twiceTheRateAndBroadcast':
    'Podano {printed}, czyli dwa razy więcej, niż daje {messagesPerSecond} wychodzących kom./s, i dwa razy więcej niż maksymalna przepustowość wychodząca emisji przy liczbie jednostek {unit} ({broadcastBytesPerSecond}).',
  'guideData.slip.halfTheRate':
    'Podano {printed} dla {messagesPerSecond} kom./s; każda inna kolumna tej tabeli to kom./s × {messageBytes} B.',
  'guideData.slip.sameSlipOutbound': 'Ta sama pomyłka w wierszu przepustowości wychodzącej.',
  'guideData.slip.bigGroupMembers':
    'Przewodnik definiuje dużą grupę jako (maksymalna liczba połączeń) / 10 członków i z tą definicją, a nie z wydrukowaną liczbą członków, zgadza się liczba komunikatów wychodzących na sekundę w samej tabeli ({messagesPerSecond} × {formula}).',
  'guideData.slipFormula.bytesPerSecond':
    '{messagesPerSecond} kom./s × {messageBytes} B = {formula}',
  'guideData.slipFormula.groupMemberCount': 'połączenia / 10 = {connections} / 10 = {formula}',
  'guideData.contradiction.connectionUnit20Column':
    'Tabela wysyłania do połączenia ma kolumnę dla liczby jednostek {unit} ({connections} połączeń) tam, gdzie każda inna tabela ma kolumnę dla liczby jednostek {otherUnit}.',
  'guideData.contradiction.connectionP2Routing':
    'Tekst mówi, że powyżej liczby jednostek {unit} kolejne jednostki nie pomagają w wysyłaniu do połączenia, chyba że przejdziesz na warstwę Premium_P2 (od {premiumP2Units} jednostek), która wzmacnia routing; a jednak tabela podaje tyle samo, {messagesPerSecond} kom./s, przy liczbie jednostek {units}.',
  'guideData.contradiction.broadcastAppServers':
    'Tekst o emisji mówi, że ze względu na umowę SLA i wydajność wystarczą dwa serwery aplikacji, ale tabele serwerów aplikacji podają {appServers} przy liczbie jednostek od {broadcastFrom} do {broadcastTo} (emisja) i {appServers} przy liczbie jednostek {bigGroupUnits} (duża grupa).',
  'guideData.contradiction.smallGroupPlateauThenPremiumP2':
    'Małe grupy zatrzymują się na {messagesPerSecond} przychodzących kom./s przy liczbie jednostek {units} (limit kosztu routingu), a potem znów rosną w warstwie Premium_P2 przy liczbie jednostek od {premiumP2From} do {premiumP2To}.',
  'guideData.contradiction.sevenTiersEightColumns':
    'Omówienie mówi o siedmiu warstwach Standard, a tabele mają osiem kolumn ({columns}).',
  'guideData.contradiction.serverConnectionsInQuota':
    'Każdy test porównawczy umieszcza w jednostce tyle połączeń klientów, na ile pozwala limit ({connectionsPerUnit} na jednostkę), a jego serwery aplikacji utrzymują jeszcze po {benchmark} połączeń serwera ({broadcastAndBigGroup} dla emisji i dużych grup), choć dostawca wlicza połączenia serwera do tego samego limitu (Azure/azure-signalr issue 254: „{quote}”).',
  'guideData.contradiction.premiumP2Threshold':
    'Uwaga w szybkiej ocenie mówi, że powyżej {units} jednostek potrzebna jest warstwa Premium_P2, a tekst o wysyłaniu do połączenia określa Premium_P2 jako „jednostka >= {units}”, podczas gdy angielska strona dostawcy dla tego samego wydania dodaje: „{quote}”.',
  'guideData.contradiction.smallGroupOutboundExceedsBroadcast':
    'Przy liczbie jednostek {unit} małe grupy podają {smallGroupMessagesPerSecond} wychodzących kom./s ({smallGroupBytesPerSecond}), więcej niż emisja: {broadcastMessagesPerSecond} kom./s ({broadcastBytesPerSecond}), wartość, którą przewodnik nazywa maksymalną przepustowością wychodzącą.',
  'guideData.contradiction.smallGroupPlateauContactSupport':
    'Małe grupy zatrzymują się na {messagesPerSecond} przychodzących kom./s od liczby jednostek {fromUnit}; przewodnik mówi, że liczba jednostek {toUnit} z założenia tego nie poprawi, a po więcej trzeba zwrócić się do pomocy technicznej.',
  'guideData.contradiction.connectionPlateau':
    'Wysyłanie do połączenia zatrzymuje się na {messagesPerSecond} kom./s od liczby jednostek {fromUnit} (przewodnik: przy liczbie jednostek {fromUnit} osiągnięto limit, liczba jednostek {toUnit} nic już nie poprawia).',
  'guideData.contradiction.sevenTiersSoldUnits':
    'Omówienie mówi o siedmiu warstwach Standard (kolumny tabel: {columns}), a usługa sprzedaje od {smallFrom} do {smallTo} jednostek oraz od {largeFrom} do {largeTo} co {largeStep}.',
  'guideData.contradiction.smallGroupOutboundExceedsBigGroup':
    'Przy jednostce {unit} małe grupy podają {smallGroupMessagesPerSecond} komunikatów wychodzących/s ({smallGroupBytesPerSecond}), więcej niż {broadcastMessagesPerSecond} ({broadcastBytesPerSecond}) dużej grupy, której tabela według przewodnika podaje maksymalną przepustowość wychodzącą.',
  'guideData.contradiction.premiumP2AtUnit100':
    'Tabele podają jedną kolumnę „Unit {units}”, a {units} jednostek sprzedaje się zarówno jako Standard_S1 lub Premium_P1, jak i jako Premium_P2 (od {premiumP2From} do {premiumP2To} jednostek); tekst o małych grupach odsyła po większą przepustowość do Premium_P2 powyżej jednostki {units}, więc nie wiadomo, którą jednostkę SKU zmierzono w tej kolumnie.',
  'guideData.engineRule.connectionUnit20Column':
    'Wartości dla liczby jednostek {unit} są odczytywane tak, jak je wydrukowano; wartości dla liczby jednostek {otherUnit} są interpolowane między {below} a {unit} ({messagesPerSecond} kom./s). W pozostałych tabelach wartości dla liczby jednostek {unit} są interpolowane między {otherUnit} a {above}.',
  'guideData.engineRule.connectionP2Routing':
    'Silnik trzyma się tabeli: {messagesPerSecond} kom./s przy liczbie jednostek {unit} w każdej warstwie, więcej dopiero od liczby jednostek {risingFrom}.',
  'guideData.engineRule.atLeastTwoAppServers':
    'Silnik zaleca co najmniej dwa serwery aplikacji dla każdego obciążenia w trybie domyślnym (zalecenie ze względu na SLA), a wartość z tabeli tam, gdzie jest większa.',
  'guideData.engineRule.smallGroupFlat':
    'Pojemność routingu jest odczytywana tak, jak ją wydrukowano: stała między liczbą jednostek {fromUnit} a {toUnit}.',
  'guideData.engineRule.everySoldUnitCount':
    'Silnik ocenia każdą liczbę jednostek, którą sprzedaje usługa, i interpoluje między wydrukowanymi kolumnami.',
  'guideData.engineRule.serverConnectionsInQuota':
    'Domyślnie połączenia serwera wliczają się do limitu połączeń (countServerConnections: true), więc {clients} klientów w jednym koncentratorze wymaga liczby jednostek {units}. countServerConnections: false odtwarza testy porównawcze tak, jak je wydrukowano, a wynik zaznacza tę sprzeczność.',
  'guideData.engineRule.premiumP2Threshold':
    'Silnik trzyma się strony limitów dostawcy, zgodnej z pierwszym odczytaniem: Standard_S1 i Premium_P1 są sprzedawane z liczbą jednostek od {standardFrom} do {standardTo}, Premium_P2 od {premiumP2From} do {premiumP2To}. Zalecenie Premium_P2 z liczbą jednostek nie większą niż {flaggedUpTo} zaznacza tę sprzeczność.',
  'guideData.engineRule.broadcastIsOutboundCeiling':
    'Emisja wyznacza górną granicę ruchu wychodzącego dla każdego wzorca (własna reguła przewodnika: nie przekraczaj wyróżnionych wartości echa i emisji), więc test porównawczy małych grup przy liczbie jednostek {unit} obciąża przepustowość wychodzącą w {outboundShare}; silnik dobiera dla niego liczbę jednostek {sizedAtUnit}. Takie założenie jest bezpieczniejsze.',
  'guideData.engineRule.smallGroupPlateauFitsNoTier':
    'Pojemność routingu pozostaje na poziomie {messagesPerSecond} kom./s przy liczbie jednostek od {fromUnit} do {toUnit}; obciążenie powyżej tej wartości nie mieści się w żadnej warstwie, a silnik radzi zwrócić się do pomocy technicznej albo użyć tabel bieżącego przewodnika.',
  'guideData.engineRule.connectionPlateau':
    'Pojemność routingu pozostaje na poziomie {messagesPerSecond} kom./s przy liczbie jednostek od {fromUnit} do {toUnit}.',
  'guideData.engineRule.bigGroupIsOutboundCeiling':
    'Przepustowość wychodząca dużej grupy jest górną granicą dla każdego wzorca (według przewodnika jej tabela podaje maksymalną przepustowość wychodzącą), więc testy małych grup przy jednostkach {units} potrzebują więcej jednostek niż ich kolumny.',
  'guideData.engineRule.unit100EverySku':
    'Silnik czyta kolumnę „Unit {units}” tak samo dla Standard_S1, Premium_P1 i Premium_P2 przy {units} jednostkach, a powyżej własne kolumny Premium_P2.',

  // headroom
  'headroom.title': 'Wykorzystanie limitów według warstw',
  'headroom.hint':
    'Jaką część każdego limitu wykorzystałaby każda warstwa. Limity przepływności muszą pozostać poniżej progu; połączenia i dzienne komunikaty warstwy Free mogą osiągnąć limit.',
  'headroom.caption':
    'Na wykresie: {tiers}. Premium_P1 nie jest pokazana: ma takie same pojemności jak Standard_S1 przy tej samej liczbie jednostek.',
  'headroom.caption.range': '{sku} × {from}–{to}',
  'headroom.caption.twin':
    'Na wykresie: {tiers}. Premium_P1 nie jest pokazana: zalecana warstwa {tier} ma takie same pojemności jak pokazana na wykresie {twin}.',
  'headroom.chart.label': 'Wykres: wykorzystanie każdego limitu w każdej warstwie',
  'headroom.legend': 'Serie',
  'headroom.axis.clipped': '≥ {percent}',
  'headroom.tick.Free': 'Free',
  'headroom.tick.Standard_S1': 'S1 ×{units}',
  'headroom.tick.Premium_P1': 'P1 ×{units}',
  'headroom.tick.Premium_P2': 'P2 ×{units}',
  'headroom.target': 'Próg {percent}',
  'headroom.limit': 'Pełny limit',
  'headroom.recommended': 'Zalecana',
  'headroom.range.optimistic': 'Najkorzystniejsza interpretacja',
  'headroom.range.conservative': 'Najmniej korzystna interpretacja',
  'headroom.connectionTarget': 'Próg połączeń {percent}',
  'headroom.tooltip.value': '{percent} ({load} z {capacity})',
  'headroom.tooltip.fits': 'Pasuje',
  'headroom.tooltip.doesNotFit': 'Nie pasuje',
  'headroom.summary':
    'Zalecana warstwa {tier}: limit decydujący to {binding} ({percent}); pozostałe: {others}.',
  'headroom.summary.alone': 'Zalecana warstwa {tier}: limit decydujący to {binding} ({percent}).',
  'headroom.summary.eachInstance': {
    one: '{tier} w każdym z {count} wystąpień',
    few: '{tier} w każdym z {count} wystąpień',
    many: '{tier} w każdym z {count} wystąpień',
    other: '{tier} w każdym z {count} wystąpień',
  },
  'headroom.summary.item': '{limit} ({percent})',
  'headroom.summary.noFit':
    'Żadna warstwa nie pasuje. Najbliższa, {tier}, nadal przekracza: {limits}.',
  'headroom.empty':
    'Dodaj obciążenie, aby zobaczyć, jaką część każdego limitu wykorzystałyby warstwy.',
  'headroom.table.show': 'Pokaż jako tabelę',
  'headroom.table.caption': 'Wykorzystanie każdego limitu według warstwy',
  'headroom.table.tier': 'Warstwa',
  'headroom.table.verdict': 'Ocena',
  'headroom.table.notApplicable': '—',
  'headroom.table.recommendedTier': '{tier} (zalecana)',

  // keptAside
  'keptAside.heading': 'Odłożone',
  'keptAside.intro':
    'Twoja praca, którą link do udostępniania, inna karta, gotowy scenariusz, import, przywrócenie lub odświeżenie zastąpiły na ekranie, zachowana w tej przeglądarce. Przywróć scenariusz, aby znów nad nim pracować: scenariusz z ekranu zostanie odłożony na jego miejsce.',
  'keptAside.inPageOnly':
    'Pamięć tej przeglądarki jest pełna, więc część z nich jest zachowana tylko na tej stronie. Pobierz je, zanim zamkniesz stronę.',
  'keptAside.inPageRefused':
    'Ta przeglądarka odmówiła zapisania części z nich ({reason}), więc są zachowane tylko na tej stronie. Nic nie zostało utracone: pobierz je, zanim zamkniesz stronę.',
  'keptAside.blocked':
    'Ta przeglądarka nie pozwala stronie niczego zapisywać, więc te scenariusze są przechowywane tylko na tej stronie. Przywróć je lub pobierz, zanim zamkniesz stronę.',
  'keptAside.overCapacity':
    'Odłożono ponad {capacity} scenariuszy, czyli więcej, niż ta lista ma mieścić. Żaden nie zostanie usunięty bez Ciebie: pobierz i zapomnij te, których już nie potrzebujesz, zaczynając od najstarszego, „{name}”, odłożonego {date}.',
  'keptAside.overCapacity.undated':
    'Odłożono ponad {capacity} scenariuszy, czyli więcej, niż ta lista ma mieścić. Żaden nie zostanie usunięty bez Ciebie: pobierz i zapomnij te, których już nie potrzebujesz, zaczynając od najstarszego, „{name}”.',
  'keptAside.dropped': {
    one: 'Nie udało się odczytać {count} odłożonego scenariusza (może pochodzi z nowszej wersji tego narzędzia), więc nie jest wymieniony. Zapisane dane są przechowywane w tej przeglądarce pod kluczem „{key}”.',
    few: 'Nie udało się odczytać {count} odłożonych scenariuszy (może pochodzą z nowszej wersji tego narzędzia), więc nie są wymienione. Zapisane dane są przechowywane w tej przeglądarce pod kluczem „{key}”.',
    many: 'Nie udało się odczytać {count} odłożonych scenariuszy (może pochodzą z nowszej wersji tego narzędzia), więc nie są wymienione. Zapisane dane są przechowywane w tej przeglądarce pod kluczem „{key}”.',
    other:
      'Nie udało się odczytać {count} odłożonego scenariusza (może pochodzi z nowszej wersji tego narzędzia), więc nie jest wymieniony. Zapisane dane są przechowywane w tej przeglądarce pod kluczem „{key}”.',
  },
  'keptAside.unreadable':
    'Nie udało się odczytać listy odłożonych scenariuszy, więc nic z niej nie jest wymienione. Niczego nie usunięto: zapisane dane są przechowywane w tej przeglądarce pod kluczem „{key}”.',
  'keptAside.notKept':
    'Części odłożonych scenariuszy nie udało się ani odczytać, ani skopiować na bok: {reason}. Dopóki to nie będzie możliwe, nic nie zostanie nad nimi zapisane.',
  'keptAside.untitled': 'Scenariusz bez nazwy',
  'keptAside.workloads': {
    one: '{count} obciążenie: {names}',
    few: '{count} obciążenia: {names}',
    many: '{count} obciążeń: {names}',
    other: '{count} obciążenia: {names}',
  },
  'keptAside.noWorkloads': 'Brak obciążeń',
  'keptAside.reason.link': 'Zastąpiony przez link do udostępniania',
  'keptAside.reason.otherTab': 'Zastąpiony przez wersję z innej karty',
  'keptAside.reason.restore': 'Zastąpiony, gdy przywrócono inny',
  'keptAside.reason.preset': 'Zastąpiony przez gotowy scenariusz',
  'keptAside.reason.import': 'Zastąpiony przez zaimportowany scenariusz',
  'keptAside.reason.metrics': 'Zastąpiony przez przeliczenie według zmierzonych metryk',
  'keptAside.reason.library': 'Zastąpiony przez otwarty zapisany scenariusz',
  'keptAside.reason.undo': 'Zastąpiony, gdy cofnięto lub ponowiono krok, który go otworzył',
  'keptAside.reason.reload':
    'Pozostał w adresie tej karty, gdy odświeżenie otworzyło nowszą zapisaną wersję',
  'keptAside.keptAt': 'Odłożono {date}',
  'keptAside.restore': 'Przywróć',
  'keptAside.restore.label': 'Przywróć {name}',
  'keptAside.download': 'Pobierz',
  'keptAside.download.label': 'Pobierz {name}',
  'keptAside.forget': 'Zapomnij',
  'keptAside.forget.label': 'Zapomnij {name}',
  // library
  'issue.tooBig': 'musi wynosić najwyżej {maximum}',
  'issue.tooBigItems': {
    one: 'może zawierać najwyżej {count} element',
    few: 'może zawierać najwyżej {count} elementy',
    many: 'może zawierać najwyżej {count} elementów',
    other: 'może zawierać najwyżej {count} elementu',
  },
  'issue.tooSmall': 'musi wynosić co najmniej {minimum}',
  'issue.tooSmallExclusive': 'musi być większe niż {minimum}',
  'issue.zeroOrAtLeast': 'musi wynosić 0 lub co najmniej {minimum}',
  'issue.priceNeeded':
    'jest potrzebna: te ceny są w innej walucie lub pochodzą z cennika, a domyślne ceny katalogu są w dolarach USD',
  'issue.writtenLike': 'musi mieć postać taką jak {example}',
  'issue.hoursInDay': {
    one: 'wymaga {count} godziny, po jednym poziomie na każdą',
    few: 'wymaga {count} godzin, po jednym poziomie na każdą',
    many: 'wymaga {count} godzin, po jednym poziomie na każdą',
    other: 'wymaga {count} godziny, po jednym poziomie na każdą',
  },
  'issue.wholeNumber': 'musi być liczbą całkowitą',
  'issue.type.number': 'musi być liczbą',
  'issue.type.text': 'musi być tekstem',
  'issue.type.list': 'musi być listą',
  'issue.type.object': 'musi być obiektem',
  'issue.type.other': 'ma niewłaściwy typ',
  'issue.notOneOf': 'musi być jedną z wartości: {values}',
  'issue.unknownFields': {
    one: 'nieznane pole: {keys}',
    few: 'nieznane pola: {keys}',
    many: 'nieznane pola: {keys}',
    other: 'nieznane pola: {keys}',
  },
  'issue.unknownFieldsMore': {
    one: 'nieznane pola: {keys} i jeszcze {count}',
    few: 'nieznane pola: {keys} i jeszcze {count}',
    many: 'nieznane pola: {keys} i jeszcze {count}',
    other: 'nieznane pola: {keys} i jeszcze {count}',
  },
  'issue.fieldName': '„{name}”',
  'issue.fieldNames.separator': ', ',
  'issue.notForService.webPubSub':
    'nie pasuje do scenariusza Azure Web PubSub: jego przewodnik mierzy echo przez upstream, grupy, wysyłanie do użytkownika i rozgłaszanie przez interfejs REST API, po WebSocket, bez serwerów koncentratora',
  'issue.notForService.signalr':
    'to wydanie przewodnika Azure Web PubSub, a nie Azure SignalR Service',
  'issue.invalid': 'ma nieprawidłową wartość',
  'library.heading': 'Zapisane scenariusze',
  'library.intro':
    'Przechowuj nazwane wersje scenariusza w tej przeglądarce, otwieraj je ponownie lub porównuj dwie z nich.',
  'library.unavailable':
    'Ta przeglądarka nie pozwala stronie niczego przechowywać (tryb prywatny lub ramka w piaskownicy), więc zapisywanie jest wyłączone.',
  'library.unreadable':
    'Nie udało się odczytać zapisanych scenariuszy. Niczego nie usunięto: zapisane dane są przechowywane w tej przeglądarce pod kluczem „{key}”.',
  'library.notKept':
    'Części zapisanych scenariuszy nie udało się ani odczytać, ani odłożyć na bok: {reason}. Dopóki to nie będzie możliwe, nic nie zostanie nad nimi zapisane.',
  'backup.failure.noRoom': 'pamięć tej przeglądarki jest pełna',
  'backup.failure.refused': 'ta przeglądarka odmówiła wykonania kopii ({reason})',
  'backup.failure.slotsFull':
    'ta przeglądarka przechowuje już {count} wcześniejszych nieczytelnych kopii pod kluczami od „{key}” do „{key}:{count}”, czyli najwięcej, ile strona zachowuje',
  'library.readFailed':
    'Nie udało się odczytać zapisanych scenariuszy: przeglądarka odmówiła dostępu do swojej pamięci. Nic nie zostanie nad nimi zapisane.',
  'library.dropped': {
    one: 'Nie udało się odczytać {count} zapisanego scenariusza, więc jest ukryty. Zapisane dane są przechowywane w tej przeglądarce pod kluczem „{key}”.',
    few: 'Nie udało się odczytać {count} zapisanych scenariuszy, więc są ukryte. Zapisane dane są przechowywane w tej przeglądarce pod kluczem „{key}”.',
    many: 'Nie udało się odczytać {count} zapisanych scenariuszy, więc są ukryte. Zapisane dane są przechowywane w tej przeglądarce pod kluczem „{key}”.',
    other:
      'Nie udało się odczytać {count} zapisanych scenariuszy, więc są ukryte. Zapisane dane są przechowywane w tej przeglądarce pod kluczem „{key}”.',
  },
  'library.save.name': 'Zapisz bieżący scenariusz jako…',
  'library.save.button': 'Zapisz',
  'library.save.saved': 'Zapisano „{name}”.',
  'library.save.replaced': 'Zastąpiono „{name}” bieżącym scenariuszem.',
  'library.confirm.message':
    'Scenariusz o nazwie „{name}” jest już zapisany ({date}). Zastąpić go bieżącym scenariuszem?',
  'library.confirm.replace': 'Zastąp',
  'library.cancel': 'Anuluj',
  'library.error.emptyName': 'Nadaj scenariuszowi nazwę.',
  'library.error.full':
    'Biblioteka jest pełna: mieści najwyżej {count} scenariuszy. Usuń jeden, aby zapisać kolejny.',
  'library.error.quota':
    'Pamięć przeglądarki jest pełna, więc niczego nie zapisano. Usuń zapisane scenariusze, aby zrobić miejsce.',
  'library.error.quotaOutside':
    'Pamięć przeglądarki jest pełna, więc nic nie zapisano. Nie ma zapisanych scenariuszy do usunięcia: miejsce zajmują inne dane tej witryny. Pobierz scenariusz, aby go zachować.',
  'library.download': 'Pobierz scenariusz',
  'library.error.writeFailed': 'Przeglądarka odmówiła zapisania scenariusza.',
  'library.error.refused':
    'Przeglądarka odmówiła zapisania scenariusza ({reason}). Nic nie zostało utracone: twoja praca zostaje na ekranie i możesz ją pobrać.',
  'library.error.deleteQuota':
    'Pamięć przeglądarki jest pełna i odmówiła nawet tej zmiany, więc „{name}” nie został usunięty: nadal jest zapisany. Nic nie zostało utracone.',
  'library.error.renameQuota':
    'Pamięć przeglądarki jest pełna, więc nazwa „{name}” nie została zmieniona. Nic nie zostało utracone. Usuń zapisane scenariusze, których już nie potrzebujesz, aby zrobić miejsce.',
  'library.error.deleteRefused':
    'Przeglądarka odmówiła usunięcia „{name}” ({reason}): nadal jest zapisany. Nic nie zostało utracone.',
  'library.error.renameRefused':
    'Przeglądarka odmówiła zmiany nazwy „{name}” ({reason}): nazwa pozostaje bez zmian. Nic nie zostało utracone.',
  'library.error.past':
    'Wcześniej: {error} Od tego czasu przeglądarka zapisała twoje zmiany, więc spróbuj ponownie.',
  'library.error.backupFailed':
    'Zapisywanie jest wstrzymane: nie udało się odłożyć kopii zapisanych scenariuszy, których nie dało się odczytać, a zapisanie teraz by je nadpisało.',
  'library.error.readFailed':
    'Zapisywanie jest wyłączone: przeglądarka odmówiła odczytu zapisanych scenariuszy, a zapisanie teraz mogłoby je nadpisać.',
  'library.error.nameTaken': 'Inny zapisany scenariusz ma już nazwę „{name}”.',
  'library.error.notFound': 'Ten scenariusz nie jest już zapisany (mogła go usunąć inna karta).',
  'library.empty': 'Brak zapisanych scenariuszy.',
  'library.item.savedAt': 'Zapisano {date}',
  'library.item.tier': 'Zalecana: {tier}',
  'library.item.noFit': 'Żadna warstwa nie pasuje',
  'library.open': 'Otwórz',
  'library.open.label': 'Otwórz {name}',
  'library.rename': 'Zmień nazwę',
  'library.rename.label': 'Zmień nazwę: {name}',
  'library.delete': 'Usuń',
  'library.delete.label': 'Usuń {name}',
  'library.compare': 'Porównaj',
  'library.compare.label': 'Porównaj {name}',
  'library.rename.field': 'Nowa nazwa',
  'library.rename.save': 'Zapisz nazwę',
  'library.renamed': 'Zmieniono nazwę „{from}” na „{to}”.',
  'library.deleted': 'Usunięto „{name}”.',
  'library.undo': 'Cofnij',
  'library.undo.label': 'Cofnij usunięcie: {name}',
  'library.restored': 'Przywrócono „{name}”.',
  'library.opened': 'Otwarto „{name}”.',
  'library.opened.autoSaved':
    'Otwarto „{name}”. Poprzedni scenariusz nie był nigdzie zapisany, więc zapisano go jako „{saved}”.',
  'library.open.blocked':
    'Nie otwarto „{name}”: bieżący scenariusz nie jest nigdzie zapisany i nie dało się go zachować. {reason}',
  'library.autoSaveName': 'Niezapisana praca {date}',
  'library.numberedName': '{name} ({count})',
  'library.compare.heading': 'Porównaj dwa scenariusze',
  'library.compare.a': 'Scenariusz A',
  'library.compare.b': 'Scenariusz B',
  'library.compare.working': 'Bieżący scenariusz',
  'library.compare.close': 'Zamknij porównanie',
  'library.compare.caption': '{a} (A) w porównaniu z {b} (B)',
  'library.compare.measure': 'Miara',
  'library.compare.columnA': 'A: {name}',
  'library.compare.columnB': 'B: {name}',
  'library.compare.difference': 'Różnica (B − A)',
  'library.compare.row.connections': 'Połączenia',
  'library.compare.row.inboundMessages': 'Komunikaty przychodzące',
  'library.compare.row.outboundMessages': 'Komunikaty wychodzące',
  'library.compare.row.inboundBandwidth': 'Przepustowość przychodząca',
  'library.compare.row.outboundBandwidth': 'Przepustowość wychodząca',
  'library.compare.row.billedMessages': 'Komunikaty rozliczane dziennie',
  'library.compare.row.tier': 'Zalecana warstwa',
  'library.compare.row.monthlyCost': 'Koszt miesięczny',
  'library.compare.row.appServers': 'Serwery aplikacji',
  'library.compare.row.utilization': 'Wykorzystanie limitu: {limit}',
  'library.compare.utilizationHint':
    'Każdy limit to część wykorzystana w zalecanej warstwie danego scenariusza; 100% to maksimum według przewodnika.',
  'library.compare.higher': '+{value} (więcej)',
  'library.compare.lower': '−{value} (mniej)',
  'library.compare.same': 'Bez zmian',
  'library.compare.tierSame': 'Ta sama warstwa',
  'library.compare.tierDifferent': 'Inna warstwa',
  'library.compare.noTier': 'Żadna warstwa nie pasuje',
  'library.compare.none': '—',
  'library.compare.none.label': 'Brak: żadna warstwa nie pasuje',
  'library.compare.notComparable': 'Nie można porównać',
  'library.compare.points': {
    one: '{count} punkt procentowy',
    few: '{count} punkty procentowe',
    many: '{count} punktów procentowych',
    other: '{count} punktu procentowego',
  },

  // notices
  'notices.label': 'Powiadomienia',
  'notices.dismiss': 'Zamknij',
  'notices.badLink.title': 'Nie udało się otworzyć tego linku',
  'notices.badLink.corrupt':
    'Link jest uszkodzony lub obcięty (niektóre komunikatory i programy pocztowe obcinają długie linki). Skopiuj go ponownie z miejsca, w którym został udostępniony.',
  'notices.badLink.tooLong':
    'Link jest znacznie dłuższy, niż wymaga jakikolwiek scenariusz, więc go nie otwarto.',
  'notices.badLink.codecUnavailable':
    'Strona nie mogła wczytać części kodu, która odczytuje linki (być może zerwało się połączenie). Odśwież stronę, aby spróbować ponownie.',
  'notices.badLink.newerVersion':
    'Link został utworzony w nowszej wersji tego narzędzia (format linku {version}). Otwórz go w tej samej wersji lub poproś o nowy link.',
  'notices.badLink.invalid':
    'Link zawiera wartości, na które nie pozwala format scenariusza, więc go nie otwarto:',
  'notices.badLink.moreIssues': {
    one: '…i jeszcze {count} problem.',
    few: '…i jeszcze {count} problemy.',
    many: '…i jeszcze {count} problemów.',
    other: '…i jeszcze {count} problemu.',
  },
  'notices.badLink.ownKept': 'Pokazano twój własny scenariusz, bez zmian.',
  'notices.openedLink.title': 'Otwarto udostępniony scenariusz',
  'notices.openedLink.body':
    'Twój własny scenariusz został zachowany. Możesz do niego wrócić w dowolnej chwili.',
  'notices.openedLink.inPageOnly':
    'W pamięci tej przeglądarki zabrakło miejsca, by odłożyć twój własny scenariusz: jest zachowany na tej stronie, a strona nie zapisuje niczego w miejsce tego, co pamięć z niego przechowuje. Przywróć go lub pobierz, zanim zamkniesz stronę.',
  'notices.openedLink.inPageRefused':
    'Ta przeglądarka odmówiła odłożenia twojego własnego scenariusza ({reason}): jest zachowany na tej stronie, a strona nie zapisuje niczego w miejsce tego, co pamięć z niego przechowuje. Nic nie zostało utracone: przywróć go lub pobierz, zanim zamkniesz stronę.',
  'notices.openedLink.blocked':
    'Ta przeglądarka nie pozwala stronie niczego zapisywać, więc Twój własny scenariusz jest przechowywany tylko na tej stronie. Przywróć go lub pobierz, zanim zamkniesz stronę.',
  'notices.openedLink.restore': 'Przywróć mój scenariusz',
  'notices.openedLink.download': 'Pobierz mój scenariusz',
  'notices.storageUnreadable.title': 'Nie udało się odczytać zapisanego scenariusza',
  'notices.storageUnreadable.newerVersion':
    'Został zapisany przez nowszą wersję tej strony (format {version}), której ta nie potrafi odczytać.',
  'notices.storageUnreadable.body':
    'Zamiast niego pokazano przykład. Nieczytelna kopia jest przechowywana w tej przeglądarce pod kluczem „{key}”.',
  'notices.storageUnreadable.notKept':
    'Zamiast niego pokazano przykład. Zabrakło miejsca, by odłożyć kopię nieczytelnych danych, więc pozostają tam, gdzie były, a strona ich nie nadpisuje: twoje zmiany nie są tu zapisywane. Pobierz te dane, aby je zachować, a potem pozwól stronie zapisywać.',
  'notices.storageUnreadable.refused':
    'Zamiast niego pokazano przykład. Ta przeglądarka odmówiła odłożenia kopii nieczytelnych danych ({reason}), więc pozostają tam, gdzie były, a strona ich nie nadpisuje: twoje zmiany nie są tu zapisywane. Pobierz te dane, aby je zachować, a potem pozwól stronie zapisywać.',
  'notices.storageUnreadable.slotsFull':
    'Zamiast niego pokazano przykład. Ta przeglądarka przechowuje już {count} wcześniejszych nieczytelnych kopii („{key}” i od „{key}:2” do „{key}:{count}”), czyli najwięcej, ile strona zachowuje, więc te dane pozostają tam, gdzie były, a strona ich nie nadpisuje: twoje zmiany nie są tu zapisywane. Pobierz te dane, aby je zachować, albo usuń wcześniejszą kopię, a potem pozwól stronie zapisywać.',
  'notices.storageUnreadable.download': 'Pobierz nieczytelne dane',
  'notices.storageUnreadable.overwrite': 'Zapisz moją pracę w ich miejsce',
  'notices.storageReadFailed.title': 'Ta przeglądarka odmówiła odczytu twojej zapisanej pracy',
  'notices.storageReadFailed.body':
    'Zamiast niej pokazano przykład i nic nie zostanie zapisane nad tym, co przechowuje przeglądarka: twoje zmiany na tej stronie nie są zapisywane. Pobierz scenariusz, aby je zachować.',
  'notices.saveFailed.title': 'Twoje zmiany nie są zapisywane',
  'notices.saveFailed.body':
    'Pamięć tej przeglądarki jest pełna. Twoja praca jest bezpieczna na tej stronie, dopóki jest otwarta: pobierz scenariusz, aby go zachować, albo usuń niepotrzebne zapisane scenariusze, aby zrobić miejsce.',
  'notices.saveRefused.body':
    'Ta przeglądarka odmówiła zapisania twoich zmian ({reason}). Nic nie zostało utracone: twoja praca zostaje na tej stronie, dopóki jest otwarta, a strona próbuje ponownie przy każdej zmianie. Pobierz scenariusz, aby zachować go jako plik.',
  'notices.keepFailed.title': 'Twoje zmiany nie są zapisywane',
  'notices.keepFailed.body':
    'Pamięć tej przeglądarki jest pełna, więc zastąpiony scenariusz udało się odłożyć tylko na tej stronie. Strona nie zapisuje niczego w miejsce tego, co pamięć z niego przechowuje, więc to, co teraz robisz, jest zachowane tylko na tej stronie: pobierz scenariusz, aby go zachować, albo usuń niepotrzebne zapisane scenariusze. Zapisywanie wznowi się, gdy zastąpiony scenariusz zostanie odłożony albo wróci na ekran.',
  'notices.keepRefused.body':
    'Ta przeglądarka odmówiła odłożenia zastąpionego scenariusza ({reason}), więc jest zachowany tylko na tej stronie. Nic nie zostało utracone: strona nie zapisuje niczego w miejsce tego, co pamięć z niego przechowuje, więc to, co teraz robisz, zostaje na tej stronie, dopóki jest otwarta; pobierz scenariusz, aby go zachować. Zapisywanie wznowi się, gdy zastąpiony scenariusz zostanie odłożony (strona próbuje ponownie przy każdej zmianie) albo wróci na ekran.',
  'notices.download': 'Pobierz scenariusz',
  'notices.otherTab.title': 'Inna karta zmieniła ten scenariusz',
  'notices.otherTab.body':
    'Ten scenariusz jest otwarty także w innej karcie, która zapisała inną wersję. Twoje zmiany tutaj nie są zapisywane, dopóki nie wybierzesz; wersja, której nie wybierzesz, zostanie odłożona, a nie utracona.',
  'notices.otherTab.unreadable':
    'Ten scenariusz jest otwarty także w innej karcie, która zapisała wersję, której ta strona nie potrafi odczytać (być może z nowszej wersji narzędzia). Twoje zmiany tutaj nie są zapisywane, dopóki nie zachowasz swojej wersji; tamta zostanie wtedy odłożona bez zmian.',
  'notices.otherTab.load': 'Wczytaj wersję z drugiej karty',
  'notices.otherTab.keep': 'Zachowaj moją',
  'notices.storageUnavailable.title': 'Ta przeglądarka nie pozwala stronie zapisać twojej pracy',
  'notices.storageUnavailable.body':
    'Przeglądanie prywatne lub osadzona ramka blokuje pamięć. Wszystko nadal działa; zachowaj scenariusz za pomocą linku do udostępniania lub eksportu.',

  // presets
  'presets.heading': 'Gotowe scenariusze',
  'presets.intro':
    'Zacznij od znanego scenariusza, a potem go dostosuj. Wczytanie gotowego scenariusza zastępuje twoje obciążenia.',
  'presets.group.benchmarks': 'Testy porównawcze z przewodnika',
  'presets.group.benchmarks.hint':
    'Dobrane według przewodnika z 2019 r. z progiem 100%, więc każdy trafia na liczbę jednostek zmierzoną w przewodniku.',
  'presets.group.examples': 'Przykłady z przewodnika',
  'presets.group.examples.hint': 'Przewodnik z 2019 r., próg 100%: oba trafiają na 100 jednostek.',
  'presets.group.webPubSubBenchmarks': 'Testy porównawcze Azure Web PubSub',
  'presets.group.webPubSubBenchmarks.hint':
    'Pięć tabel jego przewodnika przy 10 jednostkach, bieżące wydanie, próg 100%: każda trafia na 10 jednostek.',
  'presets.group.mixes': 'Realistyczne zastosowania mieszane',
  'presets.group.mixes.hint': 'Bieżący przewodnik z progiem 70%.',
  'presets.applied': 'Wczytano gotowy scenariusz „{name}”.',
  'presets.mismatch.title': 'Gotowy scenariusz „{name}” używa innych ustawień niż Twoje',
  'presets.mismatch.body':
    'Ustawienia gotowego scenariusza: {presetEdition}, próg wykorzystania {presetTarget}. Twoje ustawienia: {yourEdition}, próg wykorzystania {yourTarget}. Twoje ceny, platforma serwera aplikacji, huby, połączenia serwera na hub i odczyt przewodnika pozostają bez zmian w obu przypadkach.',
  'presets.mismatch.takePreset': 'Wczytaj z jego ustawieniami ({edition}, {target})',
  'presets.mismatch.keepMine': 'Wczytaj z moimi ustawieniami ({edition}, {target})',
  'presets.mismatch.connections': 'Połączenia, ten scenariusz: {preset}. Twoje: {yours}.',
  'presets.connections.counted': 'do {target} limitu połączeń, połączenia serwera wliczone',
  'presets.connections.notCounted':
    'do {target} limitu połączeń, połączenia serwera niewliczone (jak w testach przewodnika)',
  'presets.mismatch.cancel': 'Anuluj',
  'presets.benchmarkEcho.title': 'Echo przy 10 jednostkach',
  'presets.benchmarkEcho.description':
    '10 000 połączeń, każde wysyła na sekundę 2 KB, które wracają do niego.',
  'presets.benchmarkBroadcast.title': 'Emisja przy 100 jednostkach',
  'presets.benchmarkBroadcast.description':
    '2 komunikaty po 2 KB na sekundę, każdy dostarczany do wszystkich 100 000 połączeń.',
  'presets.benchmarkSmallGroups.title': 'Małe grupy przy 20 jednostkach',
  'presets.benchmarkSmallGroups.description':
    '20 000 połączeń wysyła 4000 komunikatów na sekundę do grup po 10 członków.',
  'presets.benchmarkConnection.title': 'Wysyłanie do połączenia przy 10 jednostkach',
  'presets.benchmarkConnection.description':
    '10 000 połączeń, 8000 komunikatów na sekundę, każdy do jednego innego połączenia.',
  'presets.benchmarkRestUser.title': 'Wysyłanie do użytkownika przez REST przy 10 jednostkach',
  'presets.benchmarkRestUser.description':
    '1300 wywołań REST na sekundę, każde dostarczane do jednego z 10 000 połączonych użytkowników.',
  'presets.exampleBroadcast20KB.title': 'Emisja 20 KB co 5 s',
  'presets.exampleBroadcast20KB.description':
    'Jeden komunikat 20 KB co 5 sekund do 100 000 połączeń.',
  'presets.exampleBroadcast256KB.title': 'Emisja 256 KB co 5 s',
  'presets.exampleBroadcast256KB.description':
    'Jeden komunikat 256 KB co 5 sekund do 7812 połączeń (przewodnik zaokrągla to do 8000).',
  'presets.webPubSubEcho.title': 'Web PubSub: echo przez upstream przy 10 jednostkach',
  'presets.webPubSubEcho.description':
    '10 000 połączeń, 5000 zdarzeń klienta po 2 KB na sekundę, na każde odpowiada upstream (procedura obsługi zdarzeń).',
  'presets.webPubSubBigGroup.title': 'Web PubSub: duża grupa przy 10 jednostkach',
  'presets.webPubSubBigGroup.description':
    '30 komunikatów po 2 KB na sekundę do 10 grup po 1000 członków: 30 000 dostarczeń na sekundę.',
  'presets.webPubSubSmallGroups.title': 'Web PubSub: małe grupy przy 10 jednostkach',
  'presets.webPubSubSmallGroups.description':
    '10 000 połączeń publikuje 2000 komunikatów na sekundę w grupach po 10 przez podprotokół.',
  'presets.webPubSubRestUser.title':
    'Web PubSub: wysyłanie REST do użytkownika przy 10 jednostkach',
  'presets.webPubSubRestUser.description':
    '1800 wywołań REST na sekundę, każde dostarczane do jednego z 10 000 połączonych użytkowników.',
  'presets.webPubSubRestBroadcast.title': 'Web PubSub: rozgłaszanie REST przy 10 jednostkach',
  'presets.webPubSubRestBroadcast.description':
    '3 rozgłoszenia REST po 2 KB na sekundę, każde do wszystkich 10 000 połączeń.',
  'presets.teamChat.title': 'Czat zespołowy z pokojami',
  'presets.teamChat.description':
    'Komunikaty w pokojach po 10 osób oraz emisja panelu na żywo na 2000 ekranów.',
  'presets.liveDashboard.title': 'Panel na żywo',
  'presets.liveDashboard.description':
    'Jeden serwer co 2 sekundy wysyła aktualizację 2 KB do 2000 otwartych paneli.',
  'presets.stockTicker.title': 'Notowania giełdowe',
  'presets.stockTicker.description':
    'Małe zmiany cen, dwa razy na sekundę, emitowane do 5000 inwestorów.',
  'presets.restNotifications.title': 'Powiadomienia przez REST',
  'presets.restNotifications.description':
    'Zaplecze w trybie bez użycia serwera wysyła użytkownikom osobiste powiadomienia, a od czasu do czasu ogłoszenie do wszystkich.',
  'presets.multiplayerLobby.title': 'Lobby gry wieloosobowej',
  'presets.multiplayerLobby.description':
    'Czat w lobby w grupach po 8 osób oraz ruchy gracza wysyłane do jednego przeciwnika pięć razy na sekundę.',
  'presets.webPubSubChat.title': 'Czat w grupach po 10 w Web PubSub',
  'presets.webPubSubChat.description':
    'Zwykli klienci WebSocket publikują w swoim pokoju po 10 osób przez podprotokół, bez serwera: 10 000 osób, każda jeden komunikat co 25 sekund.',
  'presets.webPubSubLiveScores.title': 'Wyniki na żywo w Web PubSub',
  'presets.webPubSubLiveScores.description':
    'Serwer meczu co 5 sekund wysyła przez API REST każdą aktualizację wyniku na strony 50 000 kibiców.',

  // settings
  'settings.heading': 'Ustawienia',
  'settings.service': 'Usługa',
  'settings.service.signalr.hint':
    'Klienci używają protokołu SignalR; serwery aplikacji (serwery koncentratorów) utrzymują połączenia serwera z usługą.',
  'settings.service.webPubSub.hint':
    'Klienci używają zwykłego WebSocket lub podprotokołu Web PubSub; zdarzenia klientów trafiają do Twojego upstream (procedury obsługi zdarzeń), a nie do serwerów koncentratorów.',
  'settings.service.blocked':
    'Przewodnik {service} nie ma tabeli dla {patterns}, „Wzorca” obciążenia {names}: najpierw wybierz tam {allowed}.',
  'settings.edition': 'Wydanie przewodnika',
  'settings.edition.current.hint':
    'Do 1000 jednostek z Premium_P2 (japońskie tłumaczenie przewodnika).',
  'settings.edition.2019.hint':
    'Od 1 do 100 jednostek (tłumaczenia polskie, niemieckie, francuskie i koreańskie).',
  'settings.edition.webPubSub.current.hint':
    'Do 1000 jednostek z Premium_P2 (strona, którą Microsoft publikuje dziś).',
  'settings.edition.webPubSub.2021.hint':
    'Od 1 do 100 jednostek (przewodnik w pierwszym wydaniu, 2021).',
  'settings.target': 'Próg wykorzystania',
  'settings.target.hint':
    'Największa część limitu przepływności, jaką może wykorzystać zalecana warstwa. Przewodnik zaleca utrzymywanie obciążenia serwera (Server Load) poniżej 70%.',
  'settings.unit.percent': '%',
  'settings.connectionTarget': 'Próg wykorzystania połączeń',
  'settings.connectionTarget.hint':
    'Największa część limitu połączeń (klientów i połączeń serwera), jaką może wykorzystać zalecana warstwa. W przykładzie automatycznego skalowania z dokumentacji dostawcy jednostki są dodawane powyżej {scaleOut}: to zapas na falę ponownych połączeń lub godzinę szczytu.',
  'settings.reading': 'Interpretacja przewodnika',
  'settings.reading.hint':
    'Która interpretacja wyznacza odpowiedź tam, gdzie przewodnik milczy (rozmiary grup między zmierzonymi, liczby jednostek między jego kolumnami). Strona i tak pokazuje cały zakres.',
  'settings.reading.optimistic': 'Najkorzystniejsza',
  'settings.reading.optimistic.hint':
    'Grupy po 2–9 członków według lepszej z wartości dla wysyłania do połączenia i małych grup.',
  'settings.reading.interpolated': 'Interpolowana (domyślna)',
  'settings.reading.interpolated.hint':
    'Liniowo między kolumnami, grupy interpolowane logarytmicznie: metoda samego przewodnika, w której każdy test porównawczy trafia na swoją liczbę jednostek.',
  'settings.reading.conservative': 'Najmniej korzystna',
  'settings.reading.conservative.hint':
    'Tylko pojemność wydrukowana dla liczby jednostek warstwy lub mniejszej; większe grupy ograniczone liczbą dostarczeń.',
  'settings.serverConnections': 'Serwery aplikacji i koncentratory',
  'settings.hubs': 'Koncentratory',
  'settings.hubs.hint':
    'Każdy serwer aplikacji otwiera swoje połączenia serwera osobno dla każdego koncentratora.',
  'settings.unit.hubs': 'koncentratorów',
  'settings.unit.connections': 'połączeń',
  'settings.perHub': 'Połączenia serwera na koncentrator',
  'settings.perHub.advice':
    'Zalecenie przewodnika dla tego zestawu obciążeń: {advice} (15 jak w jego testach porównawczych, 40 przy emisji lub dużych grupach). SDK otwiera 5, jeśli nie ustawiono inaczej.',
  'settings.perHub.chosen':
    'Twoja własna wartość; zalecenie przewodnika dla tego zestawu obciążeń to {advice}.',
  'settings.perHub.reset': 'Użyj zalecenia przewodnika ({advice})',
  'settings.countServerConnections': 'Wliczaj połączenia serwera do limitu połączeń',
  'settings.countServerConnections.on':
    'Tak jak robi to usługa (Azure/azure-signalr issue 254): 1000 klientów w jednym koncentratorze wymaga 2 jednostek.',
  'settings.countServerConnections.off':
    'Tak jak w testach porównawczych przewodnika: odtwarza jego tabele, ale usługa wlicza te połączenia.',
  'settings.framework': 'Platforma serwera aplikacji',
  'settings.framework.hint':
    'Które tabele serwerów aplikacji odczytywać. Przewodnik z 2019 r. ma tabele ASP.NET SignalR dla echo, emisji i małych grup; pozostałe wzorce korzystają z tabel ASP.NET Core.',
  'settings.framework.aspnetcore': 'ASP.NET Core',
  'settings.framework.aspnet': 'ASP.NET SignalR',

  // share
  'share.heading': 'Udostępnij',
  'share.intro':
    'Link zawiera cały scenariusz w swoim fragmencie (po #), którego przeglądarki nigdy nie wysyłają do serwera.',
  'share.link': 'Link do tego scenariusza',
  'share.length': {
    one: '{count} znak',
    few: '{count} znaki',
    many: '{count} znaków',
    other: '{count} znaku',
  },
  'share.tooLong':
    'Ponad 2000 znaków: Teams i Outlook mogą go obciąć. Skróć nazwy obciążeń, usuń obciążenia lub udostępnij zamiast tego eksport.',
  'share.copy': 'Kopiuj link',
  'share.copied': 'Skopiowano link.',
  'share.copyFailed':
    'Kopiowanie zostało zablokowane: link jest zaznaczony, naciśnij Ctrl+C (⌘C na Macu).',

  // summaryBar
  'summaryBar.label': 'Bieżąca odpowiedź',
  'summaryBar.cost': '{cost}/mies.',
  'summaryBar.show': 'Zobacz wyniki',

  // recommendation
  'recommendation.heading': 'Zalecenie',
  'recommendation.headline.empty': 'Brak obciążeń',
  'recommendation.headline.noFit': 'Żadna warstwa nie pasuje do tego scenariusza',
  'recommendation.empty':
    'Dodaj obciążenie, aby zobaczyć potrzebną warstwę, serwery aplikacji i koszt miesięczny.',
  'recommendation.tier': 'Warstwa usługi',
  'recommendation.deployment.instances': {
    one: '{count} wystąpienie {tier}',
    few: '{count} wystąpienia {tier}',
    many: '{count} wystąpień {tier}',
    other: '{count} wystąpienia {tier}',
  },
  'recommendation.deployment.regions': '{deployment} w każdym z {count} regionów',
  'recommendation.deployment.regionsSplit': {
    one: '{deployment} w regionie podstawowym, {units} jedn. w jego replice',
    few: '{deployment} w regionie podstawowym, {units} jedn. w jego {count} replikach',
    many: '{deployment} w regionie podstawowym, {units} jedn. w jego {count} replikach',
    other: '{deployment} w regionie podstawowym, {units} jedn. w jego {count} replikach',
  },
  'recommendation.deployment.autoscale': '{deployment}, autoskalowanie {minimum}–{maximum} jedn.',
  'recommendation.why.replicasNeedPremium':
    'Premium, bo replikacja geograficzna działa tylko w Premium: w jednym regionie wystarczyłaby warstwa {cheapest}.',
  'recommendation.why.replicasNeedPremium.alone':
    'Premium, bo replikacja geograficzna działa tylko w Premium.',
  'recommendation.why.autoscale':
    'Autoskalowanie, bo profil obciążenia Twojego dnia ma godziny spokojniejsze niż szczyt: jednostki podążają za obciążeniem, a płacisz za jednostki działające w danej godzinie.',
  'recommendation.why.autoscaleCheaper':
    'Premium z autoskalowaniem, bo profil obciążenia Twojego dnia ma godziny spokojniejsze niż szczyt: jednostki podążają za obciążeniem, co kosztuje mniej niż {cheapest} ustawione na szczyt przez cały dzień.',
  'recommendation.why.fixedRuleNeverScales':
    'Stałe jednostki, choć Twój dzień ma spokojniejsze godziny: przy swoim progu skalowania w górę reguła autoskalowania utrzymywałaby {units} jednostek w każdej godzinie ({cost}/miesiąc) – reguła, która nigdy nie skaluje. Stałe jednostki według Twoich celów kosztują mniej.',
  'recommendation.why.fixedCheaperThanAutoscale':
    'Stałe jednostki, choć Twój dzień ma spokojniejsze godziny: autoskalowanie od {minimum} do {maximum} jednostek przy progu reguły kosztowałoby {cost}/miesiąc, więcej niż jednostki, których Twoje cele potrzebują przez cały dzień.',
  'recommendation.why.severalInstances': {
    one: '{count} wystąpienie, bo żadne pojedyncze wystąpienie nie udźwignie tego obciążenia: klienci są między nie rozdzieleni, a każde otrzymuje wszystkie komunikaty poza echem.',
    few: '{count} wystąpienia, bo żadne pojedyncze wystąpienie nie udźwignie tego obciążenia: klienci są między nie rozdzieleni, a każde otrzymuje wszystkie komunikaty poza echem.',
    many: '{count} wystąpień, bo żadne pojedyncze wystąpienie nie udźwignie tego obciążenia: klienci są między nie rozdzieleni, a każde otrzymuje wszystkie komunikaty poza echem.',
    other:
      '{count} wystąpienia, bo żadne pojedyncze wystąpienie nie udźwignie tego obciążenia: klienci są między nie rozdzieleni, a każde otrzymuje wszystkie komunikaty poza echem.',
  },
  'recommendation.why.severalInstancesCheaper': {
    one: '{count} wystąpienie, bo kosztuje mniej niż jedno większe: klienci są między nie rozdzieleni, a każde otrzymuje wszystkie komunikaty poza echem.',
    few: '{count} wystąpienia, bo kosztują mniej niż jedno większe: klienci są między nie rozdzieleni, a każde otrzymuje wszystkie komunikaty poza echem.',
    many: '{count} wystąpień, bo kosztują mniej niż jedno większe: klienci są między nie rozdzieleni, a każde otrzymuje wszystkie komunikaty poza echem.',
    other:
      '{count} wystąpienia, bo kosztują mniej niż jedno większe: klienci są między nie rozdzieleni, a każde otrzymuje wszystkie komunikaty poza echem.',
  },
  'recommendation.alternative.severalInstances':
    'Taniej: {deployment} za {cost}/mies., o {saving} mniej. Wymaga to rozdzielenia klientów między wystąpienia i połączenia każdego serwera aplikacji z każdym wystąpieniem.',
  'recommendation.autoscale': 'Autoskalowanie',
  'recommendation.autoscale.rule':
    'Skaluje w górę powyżej {out} limitu połączeń i w dół poniżej {in}, najwyżej o jeden krok co {coolDown}, w zakresie od {minimum} do {maximum} jedn.',
  'recommendation.autoscale.eachRegion':
    'Każdy region ma własną regułę, dopasowaną do własnego obciążenia.',
  'recommendation.autoscale.aboveTarget.connections':
    'Reguła skaluje w górę powyżej {out} limitu połączeń, powyżej Twojego celu połączeń {target}: w godzinie szczytu {tier} działa przy {peak}.',
  'recommendation.autoscale.aboveTarget.throughput':
    'Reguła skaluje w górę powyżej {out}, powyżej Twojego celu przepustowości {target}: w godzinie szczytu {tier} wykorzystuje najbardziej obciążony limit przepustowości w {peak}.',
  'recommendation.autoscale.atTarget': 'Skaluj w górę przy {target}',
  'recommendation.range.end': '{tier} ({cost}/mies.)',
  'recommendation.regions.allTraffic': {
    one: '{regions} regiony (podstawowy i {count} replika), każdy na {tier}, przygotowane na cały ruch, aby jeden mógł przejąć pracę: po {each}/mies., łącznie {total}/mies.',
    few: '{regions} regiony (podstawowy i {count} repliki), każdy na {tier}, przygotowane na cały ruch, aby jeden mógł przejąć pracę: po {each}/mies., łącznie {total}/mies.',
    many: '{regions} regionów (podstawowy i {count} replik), każdy na {tier}, przygotowane na cały ruch, aby jeden mógł przejąć pracę: po {each}/mies., łącznie {total}/mies.',
    other:
      '{regions} regiony (podstawowy i {count} repliki), każdy na {tier}, przygotowane na cały ruch, aby jeden mógł przejąć pracę: po {each}/mies., łącznie {total}/mies.',
  },
  'recommendation.regions.split': {
    one: '{regions} regiony (podstawowy i {count} replika), każdy przygotowany na swój udział klientów: łącznie {total}/mies.',
    few: '{regions} regiony (podstawowy i {count} repliki), każdy przygotowany na swój udział klientów: łącznie {total}/mies.',
    many: '{regions} regionów (podstawowy i {count} replik), każdy przygotowany na swój udział klientów: łącznie {total}/mies.',
    other:
      '{regions} regiony (podstawowy i {count} repliki), każdy przygotowany na swój udział klientów: łącznie {total}/mies.',
  },
  'recommendation.regions.billing':
    'Każdy region rozlicza własne jednostki i komunikaty dostarczone do własnych klientów.',
  'recommendation.cost.profile':
    'Z profilem obciążenia Twojego dnia: jednostki co godzinę podążają za regułą autoskalowania, a komunikaty za profilem. Karta „Dzień i rok” porównuje to ze szczytem przez cały dzień.',
  'recommendation.cost.profileFixed':
    'Z profilem obciążenia Twojego dnia: jednostki pozostają na poziomie szczytu, a komunikaty podążają za profilem. Karta „Dzień i rok” porównuje to z autoskalowaniem Premium.',
  'recommendation.range': 'Między {from} a {to}, ponieważ {because}.',
  'recommendation.range.noConservative':
    'Od {from} do żadnej warstwy, ponieważ {because}: przy najmniej korzystnej interpretacji nic nie pasuje.',
  'recommendation.range.reason.groupSize':
    'grupy o rozmiarze {groupSize} leżą między rozmiarami grup zmierzonymi w przewodniku ({lower} i {upper} członków)',
  'recommendation.range.reason.bigGroup':
    'grupy o rozmiarze {groupSize} są większe niż największa grupa zmierzona w przewodniku ({measured} członków)',
  'recommendation.range.reason.units':
    'liczba jednostek {units} leży między kolumnami przewodnika {lower} i {upper}',
  'recommendation.range.reason.billedBytes':
    'strona rozliczeń Web PubSub liczy bajty wychodzące w wiadomościach po 2 KB, a czytana wiadomość po wiadomości liczyłaby każdą wiadomość jako pełne 2 KB',
  'recommendation.range.hint':
    'Przewodnik tego nie określa; ustawienie „Interpretacja przewodnika” wybiera, który koniec zakresu wyznacza odpowiedź.',
  'recommendation.chosenForCost':
    'Wybrana ze względu na koszt, a nie na limit: dzięki wliczonym komunikatom jest tańsza niż {smallest}, najmniejsza pasująca warstwa.',
  'recommendation.serverConnections.counted':
    'Połączenia serwera łącznie: {total} ({hubs}), wliczane razem z klientami do limitu połączeń.',
  'recommendation.serverConnections.eachInstance':
    'Połączenia serwera w każdym wystąpieniu: {total} ({hubs}); każdy serwer aplikacji łączy się z każdym wystąpieniem, a każde wystąpienie wlicza je razem ze swoimi klientami do swojego limitu połączeń.',
  'recommendation.serverConnections.notCounted':
    'Połączenia serwera nie są wliczane do limitu połączeń, tak jak w testach porównawczych przewodnika; usługa je wlicza.',
  'recommendation.hubs': {
    one: '{count} koncentrator',
    few: '{count} koncentratory',
    many: '{count} koncentratorów',
    other: '{count} koncentratora',
  },
  'recommendation.reconnect': 'Ponowne połączenie wszystkich klientów',
  'recommendation.reconnect.value': '{seconds} dla {clients} klientów przy około {rate} na sekundę',
  'recommendation.reconnect.hint':
    'Po restarcie, operacji skalowania lub chwilowej awarii sieci wszyscy klienci łączą się ponownie jednocześnie; szybkości pochodzą od opiekunów usługi (issue 1282). Klienci SignalR domyślnie ponawiają próby przez {window}.',
  'recommendation.tier.edition': 'Dobrano według tabel ({edition}).',
  'recommendation.appServers': 'Serwery aplikacji',
  'recommendation.upstream': 'Upstream',
  'recommendation.upstream.value':
    'Około {rate} żądań na sekundę w szczycie: każde zdarzenie klienta (echo) to żądanie HTTP POST (CloudEvents), na które odpowiada Twój upstream (procedura obsługi zdarzeń).',
  'recommendation.upstream.hint':
    'Każde żądanie jest rozliczane jako komunikat wychodzący oprócz odpowiedzi, którą dostaje klient; przewodnik zakładał upstream, który nie jest wąskim gardłem, przez HTTP 1.1.',
  'recommendation.upstream.none':
    'Brak: żadne zdarzenie klienta nie trafia do serwera (grupy idą przez podprotokół, wywołania REST pochodzą z Twojego serwera).',
  'recommendation.appServers.value': {
    one: '{servers}, każdy z {count} połączeniem serwera na koncentrator',
    few: '{servers}, każdy z {count} połączeniami serwera na koncentrator',
    many: '{servers}, każdy z {count} połączeniami serwera na koncentrator',
    other: '{servers}, każdy z {count} połączeniami serwera na koncentrator',
  },
  'recommendation.appServers.none':
    'Brak: wszystkie obciążenia działają w trybie bez użycia serwera (API REST), więc żaden serwer aplikacji nie łączy się z usługą.',
  'recommendation.appServers.minimum':
    'Co najmniej dwa (według przewodnika dwa wystarczają do spełnienia umowy SLA), więcej tam, gdzie tabele serwerów aplikacji z przewodnika wymagają więcej przy ruchu, jaki kieruje do nich każde obciążenie.',
  'recommendation.appServers.free':
    'W Free wystarczy jeden: ta warstwa nie ma umowy SLA i obsługuje najwyżej 20 połączeń (nasze założenie).',
  'recommendation.appServers.benchmark':
    'SDK domyślnie otwiera {default} połączeń serwera na koncentrator; testy porównawcze z przewodnika używały {count}, więc ustaw {count}, aby uzyskać ich przepływność.',
  'recommendation.appServers.fanOut':
    'SDK domyślnie otwiera {default} połączeń serwera na koncentrator; przewodnik zaleca {count} przy emisji lub wysyłaniu do dużych grup (20 członków lub więcej), aby rozsyłanie rozłożyło się na wystarczająco wiele połączeń.',
  'recommendation.cost': 'Koszt miesięczny',
  'recommendation.cost.split':
    'Jednostki: {unitsCost}. Komunikaty ponad {included} wliczonych dziennie ({extra} dziennie): {extraCost}.',
  'recommendation.cost.noExtra':
    'Jednostki: {unitsCost}. Brak dodatkowych komunikatów: {billed} rozliczanych dziennie mieści się w {included} wliczonych.',
  'recommendation.cost.crossRegion':
    'Transfer danych między regionami: {cost} ({gigabytes} miesięcznie po {rate} za GB, cennik przepustowości Azure).',
  'recommendation.cost.free':
    'Warstwa Free nic nie kosztuje; jej limit {quota} komunikatów dziennie jest twardym limitem, a nie progiem rozliczeniowym.',
  'recommendation.replicas.allTraffic': {
    one: '× {regions} regiony (podstawowy + {count} replika), każdy na {tier} za {each} miesięcznie, przygotowane na cały ruch: łączny koszt miesięczny {cost}.',
    few: '× {regions} regiony (podstawowy + {count} repliki), każdy na {tier} za {each} miesięcznie, przygotowane na cały ruch: łączny koszt miesięczny {cost}.',
    many: '× {regions} regionów (podstawowy + {count} replik), każdy na {tier} za {each} miesięcznie, przygotowane na cały ruch: łączny koszt miesięczny {cost}.',
    other:
      '× {regions} regionów (podstawowy + {count} repliki), każdy na {tier} za {each} miesięcznie, przygotowane na cały ruch: łączny koszt miesięczny {cost}.',
  },
  'recommendation.replicas.split': {
    one: '× {regions} regiony (podstawowy + {count} replika), każdy na swoją część ruchu: łączny koszt miesięczny {cost}.',
    few: '× {regions} regiony (podstawowy + {count} repliki), każdy na swoją część ruchu: łączny koszt miesięczny {cost}.',
    many: '× {regions} regionów (podstawowy + {count} replik), każdy na swoją część ruchu: łączny koszt miesięczny {cost}.',
    other:
      '× {regions} regionów (podstawowy + {count} repliki), każdy na swoją część ruchu: łączny koszt miesięczny {cost}.',
  },
  'recommendation.replicas.noFit': {
    one: 'Z {count} repliką: część ruchu jednego z regionów nie mieści się w żadnym planie Premium, więc brak sumy.',
    few: 'Z {count} replikami: część ruchu jednego z regionów nie mieści się w żadnym planie Premium, więc brak sumy.',
    many: 'Z {count} replikami: część ruchu jednego z regionów nie mieści się w żadnym planie Premium, więc brak sumy.',
    other:
      'Z {count} replikami: część ruchu jednego z regionów nie mieści się w żadnym planie Premium, więc brak sumy.',
  },
  'recommendation.replicas.profile':
    'Wiadomości każdego regionu podążają za dobowym profilem obciążenia (zob. plan).',
  'recommendation.binding': 'Limit decydujący',
  'recommendation.binding.hint':
    'O warstwie decyduje limit najbliższy swojego maksimum: próg wykorzystania połączeń {connectionTarget}, 100% dziennych komunikatów, próg wykorzystania {target} dla przepływności.',
  'recommendation.binding.hintAutoscale':
    'O jednostkach decyduje limit najbliższy swojego pułapu: w godzinie szczytu autoskalowanie utrzymuje każdy limit najwyżej na progu skalowania w górę, {out}.',
  'recommendation.limit.connections':
    'Połączenia: {percent} z {capacity} połączeń, które mieści ta warstwa',
  'recommendation.limit.connectionsWithServer':
    'Połączenia: {percent} z {capacity} połączeń, które mieści ta warstwa, łącznie z połączeniami serwera',
  'recommendation.limit.inboundBandwidth':
    'Przepustowość przychodząca: {percent} z {capacity} przy liczbie jednostek {units} (maksymalny ruch przychodzący z tabeli echo)',
  'recommendation.limit.outboundBandwidth':
    'Przepustowość wychodząca: {percent} z {capacity} przy liczbie jednostek {units} (maksymalny ruch wychodzący z tabeli emisji)',
  'recommendation.limit.outboundBandwidth.bigGroup':
    'Przepustowość wychodząca: {percent} z {capacity} przy jednostce {units} (maksimum tabeli dużej grupy)',
  'recommendation.limit.routing':
    'Koszt routingu: {percent} tego, na co pozwalają tabele routingu przy liczbie jednostek {units} (suma udziałów: szybkość komunikatów każdego obciążenia z wysyłaniem do grupy, do połączenia lub do użytkownika przez REST względem jego własnej tabeli)',
  'recommendation.limit.routing.webPubSub':
    'Routing: {percent} tego, na co pozwalają tabele routingu przy jednostce {units} (szybkość komunikatów każdego obciążenia grupowego i wysyłania REST do użytkownika jako udział jego własnej tabeli, zsumowane)',
  'recommendation.limit.dailyMessages':
    'Komunikaty dziennie: {percent} limitu warstwy Free wynoszącego {quota} rozliczanych komunikatów dziennie',
  'recommendation.growth': 'Zapas na wzrost',
  'recommendation.growth.value':
    '×{factor} ({percent} więcej użytkowników), zanim {tier} przestanie pasować',
  'recommendation.growth.none':
    'Brak: jakikolwiek wzrost liczby użytkowników wymaga większej warstwy niż {tier}.',
  'recommendation.growth.hint':
    'Wzrost liczby użytkowników zwiększa liczbę połączeń każdego obciążenia, a także jego nadawców, jeśli przybywa ich razem z użytkownikami (ustawiane osobno dla każdego obciążenia); połączenia serwera pozostają bez zmian.',
  'recommendation.growth.broadcast':
    'Emisja, w której nadawców przybywa razem z użytkownikami, rośnie z kwadratem: więcej nadawców, z których każdy dociera do większej liczby połączeń.',
  'recommendation.noFit.closest': {
    one: 'Nawet najbliższa warstwa, {tier}, przekracza jeden limit:',
    few: 'Nawet najbliższa warstwa, {tier}, przekracza {count} limity:',
    many: 'Nawet najbliższa warstwa, {tier}, przekracza {count} limitów:',
    other: 'Nawet najbliższa warstwa, {tier}, przekracza {count} limitu:',
  },
  'recommendation.noFit.ceiling':
    'Zalecana warstwa może wykorzystać do {target} każdego limitu przepływności i {connectionTarget} swoich połączeń.',
  'recommendation.noFit.fixes': 'Co by pasowało',
  'recommendation.noFit.otherEdition':
    'Według tabel ({edition}) ten scenariusz się mieści: podają one większą pojemność tam, gdzie obecne tabele się kończą.',
  'recommendation.noFit.switch': 'Użyj tabel: {edition}',
  'recommendation.noFit.throughput':
    'Mniejsza przepływność: mniej nadawców, dłuższy interwał wysyłania lub mniejsze komunikaty (do 1 KB; mniejsze obciążają usługę tak jak 1 KB).',
  'recommendation.noFit.connections':
    'Rozdziel połączenia między kilka wystąpień usługi: jedno wystąpienie mieści w tych tabelach najwyżej {max} połączeń.',
  'recommendation.noFit.routingPlateau2019':
    'Tabele z 2019 r. dla małych grup i wysyłania do połączenia przestają rosnąć od 50 jednostek, a tamten przewodnik radzi w takim przypadku skontaktować się z pomocą techniczną: rozdziel ruch wymagający routingu między kilka wystąpień usługi lub skontaktuj się z pomocą techniczną platformy Azure.',
  'recommendation.noFit.routingSplit':
    'Rozdziel ruch wymagający routingu (grupy, wysyłanie do połączenia, wysyłanie do użytkownika przez REST) między kilka wystąpień usługi lub skontaktuj się z pomocą techniczną platformy Azure.',

  // totals
  'totals.heading': 'Sumy',
  'totals.connections': 'Połączenia',
  'totals.inboundMessages': 'Komunikaty przychodzące',
  'totals.outboundMessages': 'Komunikaty wychodzące',
  'totals.inboundBandwidth': 'Przepustowość przychodząca',
  'totals.outboundBandwidth': 'Przepustowość wychodząca',
  'totals.loadHint': 'Dobrano jako {load}: komunikaty poniżej 1 KB liczą się jak 1 KB.',
  'totals.billedMessages': 'Komunikaty rozliczane dziennie',
  'totals.billedHint':
    'Komunikaty wychodzące w porcjach po 2 KB oraz odcinek do serwera aplikacji w trybie domyślnym.',
  'totals.billedHintProfile':
    'W ciągu dnia według Twojego profilu obciążenia: komunikaty wychodzące w porcjach po 2 KB oraz odcinek do serwera aplikacji w trybie domyślnym.',
  'totals.billedHint.webPubSub':
    'Bajty wychodzące podzielone na wiadomości po 2 KB, łącznie z wywołaniami upstream dla zdarzeń klienta.',
  'totals.billedHintProfile.webPubSub':
    'W ciągu dnia według profilu obciążenia: bajty wychodzące podzielone na wiadomości po 2 KB, łącznie z wywołaniami upstream dla zdarzeń klienta.',
  'totals.crossRegion': 'Transfer danych między regionami',
  'totals.crossRegionHint':
    '{gigabytes} miesięcznie po {rate} za GB (cennik przepustowości Azure, z {date} r.): część kosztu miesięcznego.',
  'totals.monthlyCost': 'Koszt miesięczny',
  'totals.costTier': 'W warstwie {tier}',
  'totals.noCost': '—',
  'totals.noCost.empty': 'Brak obciążeń.',
  'totals.noCost.noFit': 'Żadna warstwa nie pasuje do tego scenariusza.',

  // warnings
  'warnings.heading': 'Sprawdź, zanim się zdecydujesz',
  'warnings.guideSays': 'Przewodnik mówi:',
  'warnings.details': 'Co mówi przewodnik i co robi silnik',
  'warnings.units': {
    one: 'liczby jednostek {list}',
    few: 'liczb jednostek {list}',
    many: 'liczb jednostek {list}',
    other: 'liczb jednostek {list}',
  },
  'warnings.appServerTable': 'serwerów aplikacji dla {pattern}',
  'warnings.sendersCapped.title': 'Więcej nadawców niż połączeń (obciążenie {position})',
  'warnings.sendersCapped':
    '{names} ustawia liczbę nadawców {set}, ale ma tylko tyle połączeń: {used}. Rozmiar dobrano dla liczby nadawców {used}. Przy liczbie połączeń {set} lub większej rozmiar dobiera się znów dla ustawionej liczby {set}.',
  'warnings.groupSizeCapped.title': 'Grupy większe niż liczba połączeń (obciążenie {position})',
  'warnings.groupSizeCapped':
    '{names} ustawia rozmiar grupy {set}, ale ma tylko tyle połączeń: {used}. Rozmiar dobrano dla grup o rozmiarze {used}. Przy liczbie połączeń {set} lub większej rozmiar dobiera się znów dla grup o rozmiarze {set}.',
  'warnings.routingCost.title': 'Koszt routingu',
  'warnings.routingCost':
    'Od 50 jednostek małe grupy (poniżej 20 członków) i wysyłanie do połączenia generują koszt routingu, którego nie pokazuje metryka obciążenia serwera (Server Load). Sprawdź tabele małych grup i wysyłania do połączenia dla obciążeń: {names}.',
  'warnings.routingCost.webPubSub':
    'Od 50 jednostek małe grupy (poniżej 20 członków) generują koszt routingu, którego nie pokazuje metryka obciążenia serwera (Server Load). Sprawdź tabelę małych grup dla obciążeń: {names}.',
  'warnings.upstreamEvents.title': 'Webhook upstream',
  'warnings.upstreamEvents': {
    one: 'Obciążenie {names} wysyła zdarzenia klientów do webhooka upstream, który musi odpowiadać na około {rate} żądań na sekundę. Przewodnik zmierzył echo przez HTTP 1.1 i założył, że upstream nigdy nie jest wąskim gardłem; każde zdarzenie jest też rozliczane jako komunikat wychodzący.',
    few: 'Obciążenia {names} wysyłają zdarzenia klientów do webhooka upstream, który musi odpowiadać na około {rate} żądań na sekundę. Przewodnik zmierzył echo przez HTTP 1.1 i założył, że upstream nigdy nie jest wąskim gardłem; każde zdarzenie jest też rozliczane jako komunikat wychodzący.',
    many: 'Obciążenia {names} wysyłają zdarzenia klientów do webhooka upstream, który musi odpowiadać na około {rate} żądań na sekundę. Przewodnik zmierzył echo przez HTTP 1.1 i założył, że upstream nigdy nie jest wąskim gardłem; każde zdarzenie jest też rozliczane jako komunikat wychodzący.',
    other:
      'Obciążenia {names} wysyłają zdarzenia klientów do webhooka upstream, który musi odpowiadać na około {rate} żądań na sekundę. Przewodnik zmierzył echo przez HTTP 1.1 i założył, że upstream nigdy nie jest wąskim gardłem; każde zdarzenie jest też rozliczane jako komunikat wychodzący.',
  },
  'warnings.premiumP2.title': 'Powyżej 100 jednostek',
  'warnings.premiumP2':
    'Powyżej 100 jednostek dostępna jest tylko warstwa Premium_P2: przewodnik zaleca przejście na nią.',
  'warnings.smallMessages.title': 'Małe komunikaty',
  'warnings.smallMessages': {
    one: '{names} wysyła komunikaty poniżej 1 KB. Każdy z nich obciąża usługę tak, jakby miał 1024 B, i tak dobrano rozmiar.',
    few: '{names} wysyłają komunikaty poniżej 1 KB. Każdy z nich obciąża usługę tak, jakby miał 1024 B, i tak dobrano rozmiar.',
    many: '{names} wysyłają komunikaty poniżej 1 KB. Każdy z nich obciąża usługę tak, jakby miał 1024 B, i tak dobrano rozmiar.',
    other:
      '{names} wysyłają komunikaty poniżej 1 KB. Każdy z nich obciąża usługę tak, jakby miał 1024 B, i tak dobrano rozmiar.',
  },
  'warnings.transportNotBenchmarked.title': 'Typ transportu nieobjęty testami',
  'warnings.transportNotBenchmarked': {
    one: '{names} używa Server-Sent Events lub długiego sondowania; przewodnik testował tylko WebSocket, więc przepływność może być niższa od przyjętej.',
    few: '{names} używają Server-Sent Events lub długiego sondowania; przewodnik testował tylko WebSocket, więc ich przepływność może być niższa od przyjętej.',
    many: '{names} używają Server-Sent Events lub długiego sondowania; przewodnik testował tylko WebSocket, więc ich przepływność może być niższa od przyjętej.',
    other:
      '{names} używają Server-Sent Events lub długiego sondowania; przewodnik testował tylko WebSocket, więc ich przepływność może być niższa od przyjętej.',
  },
  'warnings.interpolated.title': 'Wartości interpolowane',
  'warnings.interpolated':
    'Liczba jednostek {units} nie jest kolumną tabel przewodnika: pojemności interpolowano między liczbami jednostek {from}.',
  'warnings.slip.title': 'Pomyłka w przewodniku',
  'warnings.slip':
    'Tabela {table} podaje w wierszu „{row}” dla liczby jednostek {unit} wartość, której przeczy jej własna formuła, a ta warstwa odczytuje właśnie tę wartość.',
  'warnings.slip.row.inboundBytesPerSecond': 'Przepustowość przychodząca',
  'warnings.slip.row.outboundBytesPerSecond': 'Przepustowość wychodząca',
  'warnings.slip.row.groupMemberCount': 'Liczba członków grupy',
  'warnings.slip.title.bigGroup.inboundBytesPerSecond':
    'Pomyłka: duże grupy, wejście, jedn. {unit}',
  'warnings.slip.title.bigGroup.outboundBytesPerSecond':
    'Pomyłka: duże grupy, wyjście, jedn. {unit}',
  'warnings.slip.title.bigGroup.groupMemberCount': 'Pomyłka: członkowie grup, jedn. {unit}',
  'warnings.slip.title.restUser.inboundBytesPerSecond':
    'Pomyłka: REST do użytk., wejście, jedn. {unit}',
  'warnings.slip.title.restUser.outboundBytesPerSecond':
    'Pomyłka: REST do użytk., wyjście, jedn. {unit}',
  'warnings.slip.engine':
    'Silnik używa wartości z formuły, ponieważ testy porównawcze mierzyły szybkość komunikatów:',
  'warnings.contradiction.title': 'Przewodnik przeczy sam sobie',
  'warnings.contradiction': {
    one: 'Przewodnik przeczy sam sobie co do tabeli {tables} dla {units}, a ta warstwa ją odczytuje.',
    few: 'Przewodnik przeczy sam sobie co do tabel {tables} dla {units}, a ta warstwa je odczytuje.',
    many: 'Przewodnik przeczy sam sobie co do tabel {tables} dla {units}, a ta warstwa je odczytuje.',
    other:
      'Przewodnik przeczy sam sobie co do tabel {tables} dla {units}, a ta warstwa je odczytuje.',
  },
  'warnings.contradiction.general':
    'Dwie części przewodnika są ze sobą sprzeczne tam, gdzie odczytuje go ta warstwa.',
  'warnings.contradiction.appServers': {
    one: 'Przewodnik przeczy sam sobie co do tabeli {tables} dla {units}, z której odczytywana jest liczba serwerów aplikacji.',
    few: 'Przewodnik przeczy sam sobie co do tabel {tables} dla {units}, z których odczytywana jest liczba serwerów aplikacji.',
    many: 'Przewodnik przeczy sam sobie co do tabel {tables} dla {units}, z których odczytywana jest liczba serwerów aplikacji.',
    other:
      'Przewodnik przeczy sam sobie co do tabel {tables} dla {units}, z których odczytywana jest liczba serwerów aplikacji.',
  },
  'warnings.contradiction.serverConnectionsInQuota':
    'Testy porównawcze przewodnika umieszczają w każdej jednostce pełny limit klientów obok swoich połączeń serwera, ale usługa wlicza połączenia serwera do tego samego limitu. Wybrano dobór rozmiaru zgodny z testami porównawczymi, więc ta warstwa może odrzucać połączenia.',
  'warnings.contradiction.premiumP2Threshold':
    'Przewodnik podaje zarówno, że ponad 100 jednostek wymaga Premium_P2, jak i że dotyczy to dopiero liczby jednostek powyżej 200. Standard_S1 i Premium_P1 są sprzedawane z najwyżej 100 jednostkami, więc ta warstwa i tak jest warstwą Premium_P2.',
  'warnings.contradiction.title.connectionUnit20Column': 'Do połączenia: 20 zamiast 10',
  'warnings.contradiction.title.connectionP2Routing': 'Do połączenia: routing P2',
  'warnings.contradiction.title.broadcastAppServers': 'Serwery: tekst 2, tabele 1',
  'warnings.contradiction.title.smallGroupPlateauThenPremiumP2': 'Plateau małych grup, potem P2',
  'warnings.contradiction.title.serverConnectionsInQuota': 'Połączenia serwera a limit',
  'warnings.contradiction.title.premiumP2Threshold': 'Premium_P2: od 100 czy od 200?',
  'warnings.contradiction.title.smallGroupOutboundExceedsBroadcast': 'Małe grupy ponad emisję',
  'warnings.contradiction.title.smallGroupOutboundExceedsBigGroup': 'Małe grupy ponad duże grupy',
  'warnings.contradiction.title.smallGroupPlateauContactSupport': 'Plateau małych grup',
  'warnings.contradiction.title.connectionPlateau': 'Plateau wysyłania do połączenia',
  'warnings.contradiction.title.premiumP2AtUnit100': 'Jednostka 100: kolumna P1 czy P2?',
  'warnings.contradiction.engine': 'Co robi silnik:',
  'warnings.nearConnectionQuota.title': 'Blisko limitu połączeń',
  'warnings.nearConnectionQuota':
    'Ta warstwa używa {utilization} swojego limitu połączeń. Usługa odrzuca połączenia ponad limit (HTTP 429, „Connection count reaches limit”), więc fala ponownych połączeń lub godzina szczytu zakończy się nieudanymi połączeniami: ustaw cel połączeń lub zaplanuj automatyczne skalowanie.',
  'warnings.nearConnectionQuota.webPubSub':
    'Ta warstwa używa {utilization} swojego limitu połączeń. Połączenia ponad limit są ograniczane (przewodnik), więc fala ponownych połączeń lub godzina szczytu zakończy się nieudanymi połączeniami: ustaw cel połączeń lub zaplanuj automatyczne skalowanie.',
  'warnings.freeTierAssumption.title': 'Założenia dla warstwy Free',
  'warnings.freeTierAssumption':
    'Przewodnik nie ma kolumny Free: warstwa Free otrzymuje przepływność 1 jednostki i jest ograniczona do {connections} połączeń i {messages} komunikatów dziennie. Free nie ma umowy SLA: zaplanowano jeden serwer aplikacji z domyślnymi w SDK {perHub} połączeniami serwera na koncentrator.',
  'warnings.freeTierAssumption.webPubSub':
    'Przewodnik nie ma kolumny Free: warstwa Free otrzymuje przepływność 1 jednostki i jest ograniczona do {connections} połączeń i {messages} komunikatów dziennie. Free nie ma umowy SLA.',
  'warnings.aspnetFallback.title': 'Brak tabeli ASP.NET',
  'warnings.aspnetFallback': {
    one: 'Przewodnik nie ma tabeli serwerów aplikacji ASP.NET dla obciążenia {names}: jego serwery aplikacji są liczone według tabeli ASP.NET Core.',
    few: 'Przewodnik nie ma tabeli serwerów aplikacji ASP.NET dla obciążeń {names}: ich serwery aplikacji są liczone według tabel ASP.NET Core.',
    many: 'Przewodnik nie ma tabeli serwerów aplikacji ASP.NET dla obciążeń {names}: ich serwery aplikacji są liczone według tabel ASP.NET Core.',
    other:
      'Przewodnik nie ma tabeli serwerów aplikacji ASP.NET dla obciążeń {names}: ich serwery aplikacji są liczone według tabel ASP.NET Core.',
  },
  'warnings.messageSizeLimit.title': 'Limit rozmiaru komunikatu',
  'warnings.messageSizeLimit.title.hubReceive': 'Rozmiar: serwer aplikacji',
  'warnings.messageSizeLimit.title.sseLongPolling': 'Rozmiar: SSE, polling',
  'warnings.messageSizeLimit.title.restBody': 'Rozmiar: REST API',
  'warnings.messageSizeLimit.hubReceive': {
    one: '{names} wysyła komunikaty większe niż {limit}, czyli większe, niż serwer aplikacji domyślnie przyjmuje od klienta. Zwiększ {setting} na serwerze aplikacji lub wysyłaj mniejsze komunikaty.',
    few: '{names} wysyłają komunikaty większe niż {limit}, czyli większe, niż serwer aplikacji domyślnie przyjmuje od klienta. Zwiększ {setting} na serwerze aplikacji lub wysyłaj mniejsze komunikaty.',
    many: '{names} wysyłają komunikaty większe niż {limit}, czyli większe, niż serwer aplikacji domyślnie przyjmuje od klienta. Zwiększ {setting} na serwerze aplikacji lub wysyłaj mniejsze komunikaty.',
    other:
      '{names} wysyłają komunikaty większe niż {limit}, czyli większe, niż serwer aplikacji domyślnie przyjmuje od klienta. Zwiększ {setting} na serwerze aplikacji lub wysyłaj mniejsze komunikaty.',
  },
  'warnings.messageSizeLimit.sseLongPolling': {
    one: '{names} wysyła z klientów Server-Sent Events lub długiego sondowania komunikaty większe niż {limit}, a usługa nie przyjmuje od takich klientów takich komunikatów. Użyj WebSocket lub wysyłaj mniejsze komunikaty.',
    few: '{names} wysyłają z klientów Server-Sent Events lub długiego sondowania komunikaty większe niż {limit}, a usługa nie przyjmuje od takich klientów takich komunikatów. Użyj WebSocket lub wysyłaj mniejsze komunikaty.',
    many: '{names} wysyłają z klientów Server-Sent Events lub długiego sondowania komunikaty większe niż {limit}, a usługa nie przyjmuje od takich klientów takich komunikatów. Użyj WebSocket lub wysyłaj mniejsze komunikaty.',
    other:
      '{names} wysyłają z klientów Server-Sent Events lub długiego sondowania komunikaty większe niż {limit}, a usługa nie przyjmuje od takich klientów takich komunikatów. Użyj WebSocket lub wysyłaj mniejsze komunikaty.',
  },
  'warnings.messageSizeLimit.restBody': {
    one: '{names} wysyła przez API REST komunikaty większe niż {limit}, a API REST przyjmuje najwyżej 1 MB treści na komunikat. Wysyłaj mniejsze komunikaty.',
    few: '{names} wysyłają przez API REST komunikaty większe niż {limit}, a API REST przyjmuje najwyżej 1 MB treści na komunikat. Wysyłaj mniejsze komunikaty.',
    many: '{names} wysyłają przez API REST komunikaty większe niż {limit}, a API REST przyjmuje najwyżej 1 MB treści na komunikat. Wysyłaj mniejsze komunikaty.',
    other:
      '{names} wysyłają przez API REST komunikaty większe niż {limit}, a API REST przyjmuje najwyżej 1 MB treści na komunikat. Wysyłaj mniejsze komunikaty.',
  },
  'warnings.unitQuota.title': 'Regionalny limit jednostek',
  'warnings.unitQuota':
    'Liczba jednostek {units} przekracza domyślny limit jednostek subskrypcji w jednym regionie, wynoszący {quota}. Przed wdrożeniem poproś pomoc techniczną platformy Azure o zwiększenie limitu.',
  'warnings.unitQuota.instances':
    'Wystąpienia ({instances}) po {unitsPerInstance} jednostek dają {units} jednostek w jednym regionie, więcej niż domyślny limit subskrypcji w regionie, wynoszący {quota}. Przed wdrożeniem poproś pomoc techniczną platformy Azure o zwiększenie limitu w tym regionie do {units} jednostek albo rozmieść wystąpienia w regionach ({regions}), po {perRegion} w każdym.',
  'warnings.unitQuota.instancesOverQuota':
    'Wystąpienia ({instances}) po {unitsPerInstance} jednostek dają {units} jednostek w jednym regionie, więcej niż domyślny limit subskrypcji w regionie, wynoszący {quota}, a już jedno wystąpienie go przekracza. Przed wdrożeniem poproś pomoc techniczną platformy Azure o zwiększenie limitu w tym regionie do {units} jednostek albo do {unitsPerInstance} jednostek w każdym z regionów ({instances}).',
  'warnings.unitQuota.eachRegion': {
    one: 'Region planu potrzebuje tyle samo.',
    few: 'Każdy z {count} regionów planu (podstawowy i jego repliki) potrzebuje tyle samo.',
    many: 'Każdy z {count} regionów planu (podstawowy i jego repliki) potrzebuje tyle samo.',
    other: 'Każdy z {count} regionów planu (podstawowy i jego repliki) potrzebuje tyle samo.',
  },
  'warnings.slowReconnect.title': 'Fala ponownych połączeń',
  'warnings.slowReconnect':
    'Po restarcie lub chwilowej awarii sieci {connections} klientów łączy się ponownie w tempie około {rate} na sekundę: {seconds}. Klienci SignalR domyślnie ponawiają próby przez {window}, więc część z nich się podda. Rozłóż ponowne połączenia w czasie losowymi opóźnieniami, wydłuż ponawianie prób lub rozdziel klientów między kilka wystąpień.',
  'warnings.slowReconnect.extrapolated':
    'Dla liczby jednostek powyżej 100 nie opublikowano szybkości: przyjęto szybkość dla 100 jednostek.',
  'warnings.appServersExtrapolated.title': 'Poza tabelami serwerów aplikacji',
  'warnings.appServersExtrapolated': {
    one: '{names} obciąża serwery aplikacji bardziej, niż zmierzono w tabeli serwerów aplikacji z przewodnika: jego serwery aplikacji są ekstrapolowane proporcjonalnie z ostatniej kolumny.',
    few: '{names} obciążają serwery aplikacji bardziej, niż zmierzono w tabelach serwerów aplikacji z przewodnika: ich serwery aplikacji są ekstrapolowane proporcjonalnie z ostatniej kolumny.',
    many: '{names} obciążają serwery aplikacji bardziej, niż zmierzono w tabelach serwerów aplikacji z przewodnika: ich serwery aplikacji są ekstrapolowane proporcjonalnie z ostatniej kolumny.',
    other:
      '{names} obciążają serwery aplikacji bardziej, niż zmierzono w tabelach serwerów aplikacji z przewodnika: ich serwery aplikacji są ekstrapolowane proporcjonalnie z ostatniej kolumny.',
  },

  // working
  'working.heading': 'Sprawdź nasze obliczenia',
  'working.empty': 'Dodaj obciążenie, aby zobaczyć formuły przewodnika z jego liczbami.',
  'working.intro.fit':
    'Formuły przewodnika z twoimi liczbami, porównane z zalecaną warstwą {tier} w tabelach ({edition}).',
  'working.intro.noFit':
    'Żadna warstwa nie pasuje, więc każde obciążenie jest porównywane z najbliższą, {tier}, w tabelach ({edition}).',
  'working.intro.fit.webPubSub':
    'Formuły przewodnika z twoimi liczbami, porównane z zalecaną warstwą {tier} w tabelach Azure Web PubSub ({edition}).',
  'working.intro.noFit.webPubSub':
    'Żadna warstwa nie pasuje, więc każde obciążenie porównano z najbliższą, {tier}, w tabelach Azure Web PubSub ({edition}).',
  'working.unnamedWorkload': 'Obciążenie {number}',
  'working.intro.instance': {
    one: 'Plan rozdziela klientów na {count} wystąpienie: każda liczba poniżej to udział jednego wystąpienia w obciążeniu.',
    few: 'Plan rozdziela klientów na {count} wystąpienia: każda liczba poniżej to udział jednego wystąpienia w obciążeniu.',
    many: 'Plan rozdziela klientów na {count} wystąpień: każda liczba poniżej to udział jednego wystąpienia w obciążeniu.',
    other:
      'Plan rozdziela klientów na {count} wystąpienia: każda liczba poniżej to udział jednego wystąpienia w obciążeniu.',
  },
  'working.summary': '{name} ({pattern})',
  'working.bytes': '{value} B',
  'working.ceilings': 'Pułapy w warstwie {tier}',
  'working.ceiling.connections': 'Połączenia: {capacity} ({perUnit} na jednostkę).',
  'working.ceiling.serverConnections':
    'Z tego {server} to połączenia serwera, co zostawia {clients} dla klientów.',
  'working.ceiling.inbound':
    'Maksymalny ruch przychodzący: tabela {table} przy liczbie jednostek {units}, {rate} kom./s × {tableBytes} = {bandwidth}.',
  'working.ceiling.outbound':
    'Maksymalny ruch wychodzący: tabela {table} przy liczbie jednostek {units}, {rate} kom./s × {tableBytes} = {bandwidth}.',
  'working.ceiling.dailyMessages': 'Komunikaty dziennie: limit warstwy Free wynoszący {quota}.',
  'working.ceiling.atOrBelow':
    'Według najmniej korzystnego odczytu (Ustawienia) przepustowość i routing tej warstwy odczytuje się przy liczbie jednostek {column}: to drukowana kolumna nie większa niż jej {units} jednostek.',
  'working.interpolated':
    'Tabela {table} nie ma kolumny dla liczby jednostek {units}: wartości interpolowano między {from} a {to} jednostkami.',
  'working.formulas': 'Formuły',
  'working.inbound':
    'Przychodzące: {senders} (nadawcy) ÷ {interval} = {rate} kom./s × {messageBytes} = {bandwidth}',
  'working.outbound.single':
    'Wychodzące: {rate} kom./s × 1 odbiorca = {outRate} kom./s × {messageBytes} = {bandwidth}',
  'working.outbound.broadcast':
    'Wychodzące: {rate} kom./s × {fanOut} (połączenia) = {outRate} kom./s × {messageBytes} = {bandwidth}',
  'working.outbound.group':
    'Wychodzące: {rate} kom./s × {fanOut} (członkowie) = {outRate} kom./s × {messageBytes} = {bandwidth}',
  'working.load.small':
    'Obciążenie usługi: komunikaty poniżej 1 KB liczą się jako {loadBytes}, więc usługa przenosi {inLoad} na wejściu i {outLoad} na wyjściu.',
  'working.chunks': {
    one: '{count} porcja po {chunkBytes}',
    few: '{count} porcje po {chunkBytes}',
    many: '{count} porcji po {chunkBytes}',
    other: '{count} porcji po {chunkBytes}',
  },
  'working.chunks.bytes': '{messageBytes} ÷ {chunkBytes}',
  'working.billed.client':
    'Rozliczane: ({outRate} dostarczonych + {legRate} do serwera aplikacji) kom./s × {chunks} × {secondsPerDay} s = {billed} kom./dzień',
  'working.billed.serverless':
    'Rozliczane: {outRate} dostarczonych kom./s × {chunks} × {secondsPerDay} s = {billed} kom./dzień (tryb bez użycia serwera: brak odcinka do serwera aplikacji)',
  'working.billed.upstream':
    'Rozliczane: ({outRate} dostarczonych + {legRate} do upstream) kom./s × {chunks} × {secondsPerDay} s = {billed} kom./dzień',
  'working.billed.noUpstream':
    'Rozliczane: {outRate} dostarczonych kom./s × {chunks} × {secondsPerDay} s = {billed} kom./dzień (żaden serwer nie widzi tych komunikatów: bez wywołania upstream)',
  'working.billed.webPubSub.source':
    'Strona dostawcy „Billing model of Azure Web PubSub service”: liczba wiadomości to „rozmiar ruchu wychodzącego (w bajtach) podzielony przez 2 KB” (100 KB ruchu to 50 wiadomości), łącznie z komunikatami wysyłanymi do webhooków upstream; ruch przychodzący nie jest rozliczany.',
  'working.shares': 'Udział w warstwie {tier}',
  'working.share.connections': 'Połączenia: {value} z {capacity} = {share}',
  'working.share.inbound':
    'Przepustowość przychodząca: {load} z {capacity} w tabeli {table} przy liczbie jednostek {units} = {share}',
  'working.share.outbound':
    'Przepustowość wychodząca: {load} z {capacity} w tabeli {table} przy liczbie jednostek {units} = {share}',
  'working.share.routing':
    'Koszt routingu: {rate} kom./s z {capacity} kom./s w tabeli {table} przy liczbie jednostek {units} = {share}',
  'working.share.routedLarge': '{rate} kom./s × {messageBytes} ÷ 2048 B = {routed}',
  'working.share.routingGroup': 'Koszt routingu: {rate} kom./s z {capacity} kom./s = {share}',
  'working.share.routingNone':
    'Koszt routingu: żadna tabela routingu nie ogranicza tego wzorca; jego koszt widać w przepustowości.',
  'working.share.dailyMessages':
    'Komunikaty dziennie: {billed} z limitu {quota} warstwy Free = {share}',
  'working.groupRule.one':
    'Grupa z 1 członkiem ma taki koszt routingu jak wysyłanie do połączenia: tabela {table} przy liczbie jednostek {units}, {capacity} kom./s.',
  'working.groupRule.small':
    'Dla grup liczących co najmniej 10 członków odczytywana jest tabela {table} przy liczbie jednostek {units}: {capacity} kom./s.',
  'working.groupRule.between':
    'Grupa o rozmiarze {size} leży między wysyłaniem do połączenia (1 członek, {connectionRate} kom./s) a małymi grupami (10 członków, {smallGroupRate} kom./s); interpolacja w skali logarytmicznej: {connectionRate} + ({smallGroupRate} − {connectionRate}) × log10({size}) = {capacity} kom./s.',
  'working.groupRule.smallOnly':
    'Przewodnik Web PubSub nie mierzył grup poniżej 10 członków: każda grupa odczytuje tabelę {table} przy liczbie jednostek {units}: {capacity} kom./s.',
  'working.groupRule.better':
    'Grupa o rozmiarze {size} leży między wysyłaniem do połączenia (1 członek, {connectionRate} kom./s) a małymi grupami (10 członków, {smallGroupRate} kom./s); najkorzystniejszy odczyt bierze lepszą z tych wartości: {capacity} kom./s.',
  'working.groupRule.worse':
    'Grupa o rozmiarze {size} leży między wysyłaniem do połączenia (1 członek, {connectionRate} kom./s) a małymi grupami (10 członków, {smallGroupRate} kom./s); najmniej korzystny odczyt bierze gorszą z tych wartości: {capacity} kom./s.',
  'working.groupRule.deliveries':
    'Najmniej korzystny odczyt ogranicza grupy o rozmiarze {size} liczbą dostarczeń, interpolowaną w skali logarytmicznej między testem małych grup ({smallDeliveries} dostarczeń/s przy 10 członkach) a testem dużej grupy ({bigDeliveries} dostarczeń/s przy liczbie członków {bigMembers}): {deliveries} dostarczeń/s ÷ {size} = {capacity} kom./s.',
  'working.appServers': 'Serwery aplikacji',
  'working.appServers.rule':
    'Każda tabela serwerów aplikacji łączy ruch z testu porównawczego z liczbą serwerów aplikacji, na których go przeprowadzono. Obciążenie jest odczytywane przy własnym ruchu, a nie przy liczbie jednostek potrzebnej reszcie zestawu: echo, małe grupy i wysyłanie do połączenia według liczby komunikatów na sekundę obsługiwanych przez ich koncentrator; emisje i duże grupy, których testy porównawcze zawsze wysyłały odpowiednio 2 i 20 komunikatów na sekundę, według liczby dostarczeń na sekundę.',
  'working.appServers.messages': '{value} kom./s przez serwer aplikacji',
  'working.appServers.deliveries': '{value} dostarczeń/s',
  'working.appServers.table': 'tabela serwerów aplikacji dla {pattern} ({framework})',
  'working.appServers.column': '{table}, test porównawczy przy liczbie jednostek {units}: {figure}',
  'working.appServers.between':
    '{table}, między testami porównawczymi przy liczbie jednostek {from} i {to}: {figure}',
  'working.appServers.beyond':
    '{table}, poza jej największym testem porównawczym (liczba jednostek {units}), proporcjonalnie: {figure}',
  'working.appServers.read': '{name}: {load}; {reading}. Samodzielnie: {servers}.',
  'working.appServers.fasterThanBenchmark':
    'To obciążenie wysyła szybciej niż {measured} kom./s z jego testu porównawczego, więc tabela tego samego wywołania koncentratora jest odczytywana przy jego szybkości; według jego własnej tabeli: {own}. Liczy się większa wartość.',
  'working.appServers.mix':
    'Razem: ruch z tej samej tabeli jest sumowany i odczytywany raz ({loads}); wartości zsumowane i zaokrąglone w górę: {combined}. Osobno obciążenia potrzebują łącznie {alone}, a zestaw nigdy nie potrzebuje więcej; co najmniej {minimum} (według przewodnika dwa wystarczają do spełnienia umowy SLA): {servers}.',
  'working.appServers.clients':
    'Jego {clients} klientów: najwyżej {perServer} na jeden serwer aplikacji, tyle, ile najwięcej obsługiwały testy porównawcze przewodnika dla tego wzorca (połączenia kolumny ÷ jej serwery aplikacji): {figure}.',
  'working.appServers.clients.bigGroup':
    'Jego {clients} klientów: najwyżej {perServer} na jeden serwer aplikacji, tyle, ile najwięcej obsługiwał test porównawczy grup w przewodniku (duże grupy, wysyłające najwyżej {measured} kom./s, tak jak to obciążenie; każdy rozmiar grupy odczytuje tę samą granicę, więc większa grupa nigdy nie dostaje mniej serwerów aplikacji): {figure}.',
  'working.appServers.clients.smallGroup':
    'Jego {clients} klientów: najwyżej {perServer} na jeden serwer aplikacji, tyle, ile najwięcej obsługiwały testy porównawcze małych grup w przewodniku (wysyła szybciej niż {measured} kom./s testu dużych grup, więc każdy rozmiar grupy odczytuje granicę małych grup, a większa grupa nigdy nie dostaje mniej serwerów aplikacji): {figure}.',
  'working.appServers.clientsMix':
    'Klienci całej mieszanki potrzebują {figure} i żaden serwer aplikacji nie obsługuje więcej klientów, niż obsługiwały testy porównawcze.',
  'working.appServers.free':
    'Free nie ma umowy SLA i obsługuje najwyżej 20 połączeń: {servers}, z domyślnymi połączeniami serwera z SDK (nasze założenie: zalecenie przewodnika dotyczy obciążenia, którego Free nigdy nie przenosi).',
  'working.appServers.none':
    'Brak serwerów aplikacji: wszystkie obciążenia działają w trybie bez użycia serwera (API REST).',
  'working.upstream': 'Upstream (procedura obsługi zdarzeń)',
  'working.upstream.requests':
    '{names}: każde zdarzenie klienta to żądanie HTTP POST (CloudEvents) do Twojego upstream, który musi na nie odpowiedzieć: {requests} żądań na sekundę w szczycie, każde rozliczane jako komunikat wychodzący oprócz odpowiedzi, którą dostaje klient.',
  'working.upstream.source':
    'Strony dostawcy „CloudEvents extension for Azure Web PubSub event handler” (usługa wywołuje upstream dla każdej ramki komunikatu WebSocket i wysyła jego odpowiedź do klienta) oraz „Billing model of Azure Web PubSub service”. Test echa z przewodnika działał na HTTP 1.1 i zakładał, że upstream nie jest wąskim gardłem: dobierz go sam do tej szybkości.',
  'working.upstream.none':
    'Nie ma upstream do doboru: grupy idą przez podprotokół Web PubSub, a wywołania REST pochodzą z Twojego serwera, więc żadne zdarzenie klienta nie trafia do serwera.',
  'working.serverConnections': 'Połączenia serwera',
  'working.serverConnections.counted':
    '{servers} (serwery aplikacji) × {hubs} (koncentratory) × {perHub} (połączenia serwera na koncentrator) = {total}, wliczane razem z klientami do limitu połączeń.',
  'working.serverConnections.aspnet':
    '{servers} (serwery aplikacji) × ({hubs} (koncentratory) + domyślny koncentrator dodawany przez ASP.NET SignalR) × {perHub} (połączenia serwera na koncentrator) = {total}, wliczane razem z klientami do limitu połączeń.',
  'working.serverConnections.source':
    'Limit obejmuje zarówno połączenia serwera, jak i połączenia klientów (Azure/azure-signalr issue 254; strona dostawcy „Messages and connections in Azure SignalR Service”).',
  'working.serverConnections.notCounted':
    'Niewliczane do limitu połączeń, tak jak w testach porównawczych przewodnika; dostawca je wlicza (Azure/azure-signalr issue 254).',
  'working.serverConnections.serverless':
    'Brak: w trybie bez użycia serwera żaden serwer aplikacji nie łączy się z usługą.',
  'working.serverConnections.webPubSub':
    'Brak: Web PubSub nie ma serwerów koncentratorów, więc jego limit połączeń (1000 na jednostkę) obejmuje tylko klientów.',
  'working.reconnect.heading': 'Ponowne połączenie wszystkich klientów',
  'working.reconnect.webPubSub':
    'Web PubSub nie publikuje szybkości otwierania połączeń, więc czas ponownego połączenia wszystkich klientów naraz nie jest obliczany.',
  'working.reconnect':
    '{clients} (klienci) ÷ {rate} (połączenia na sekundę przyjmowane przez {tier}) = {seconds}. Domyślne automatyczne ponowne łączenie klientów SignalR próbuje przez {window}.',
  'working.reconnect.source':
    'Połączenia na sekundę według rozmiaru wystąpienia, podane przez opiekunów usługi (Azure/azure-signalr issue 1282): Free {free}; {points}; liniowo pomiędzy tymi punktami.',
  'working.reconnect.point': 'liczba jednostek {units}: {rate}',
  'working.reconnect.slip':
    'Liczba jednostek {units}: wątek podaje {printed} na sekundę, ale jego własny czas (25 s dla 100 000 połączeń) daje {used}, a w każdym innym wierszu czas zgadza się z szybkością: silnik używa {used}.',
  'working.reconnect.extrapolated':
    'Dla liczby jednostek powyżej 100 nic nie opublikowano: zachowano szybkość dla 100 jednostek.',
  'working.limits.heading': 'Inne limity usługi',
  'working.limits.messageSize':
    'Rozmiary komunikatów: największy tutaj to {largest}. Serwer aplikacji domyślnie przyjmuje od klientów komunikaty do {hub} (zwiększa to {setting}); klienci long polling i Server-Sent Events oraz interfejs REST API przyjmują najwyżej {rest}.',
  'working.limits.messageSize.source':
    'Strona dostawcy „Messages and connections in Azure SignalR Service” (Message size). „1MB” odczytano jako 1 000 000 B, czyli surowiej.',
  'working.limits.unitQuota':
    'Jednostki: {units} z {quota}, które subskrypcja domyślnie dostaje w regionie; więcej na wniosek.',
  'working.limits.unitQuota.source': 'Strona dostawcy „Azure SignalR Service limits”.',
  'working.limits.unitQuota.source.webPubSub':
    'Strony dostawcy „Azure Web PubSub limits” i „Scale an Azure Web PubSub service instance”: domyślnie 150 jednostek na subskrypcję i region, miękki limit podnoszony na żądanie.',
  'working.plan.heading': 'Jak plan wdraża i rozlicza',
  'working.plan.deploys': 'Plan wdraża {deployment}.',
  'working.plan.routedSize':
    'Komunikat wymagający routingu większy niż 2048 B (wysyłanie do połączenia, wysyłanie do użytkownika przez REST, grupy) liczy się jako jego rozmiar ÷ 2048 komunikatów jego tabeli routingu, oprócz przepustowości, jaką zajmuje.',
  'working.plan.routedSize.source':
    'Tabele przewodnika zmierzono dla komunikatów 2 KB (szybka ocena), a przewodnik odczytuje przepustowość wzorca z tabeli tego wzorca.',
  'working.plan.routedSize.webPubSub':
    'Routowany komunikat większy niż 2048 B (wysyłanie REST do użytkownika, grupy) liczy się jako jego rozmiar ÷ 2048 komunikatów tabeli routingu, oprócz zajmowanej przepustowości.',
  'working.plan.routedSize.source.webPubSub':
    'Tabele przewodnika zmierzono komunikatami 2048-bajtowymi („the default message size is 2,048 bytes”), a każdy wzorzec czyta własną tabelę. Nasze założenie, jak dla SignalR.',
  'working.plan.oneInstance.webPubSub':
    'Jedno wystąpienie: Web PubSub nie rozkłada klientów na kilka wystąpień, więc obciążeniu, którego jedno wystąpienie nie uniesie, nic nie pasuje, i odpowiedź to mówi.',
  'working.plan.instances.source.webPubSub':
    'Microsoft Q&A 739830: kilka wystąpień jest „not applicable for the PubSub WebSocket clients using the PubSub subprotocol”.',
  'working.plan.oneInstance':
    'Jedno wystąpienie udźwignie obciążenie. Gdy jedno nie wystarcza, plan rozdziela klientów na najmniejszą liczbę jednakowych wystąpień, które dają radę: każde otrzymuje wtedy wszystkie komunikaty poza echem i dostarcza je własnym klientom, a każdy serwer aplikacji łączy się z każdym wystąpieniem.',
  'working.plan.instances': {
    one: '{count} jednakowe wystąpienie, bo jedno nie udźwignie obciążenia: każde obsługuje część klientów (około {clients}), otrzymuje wszystkie komunikaty poza echem (SDK wysyła emisje oraz komunikaty grupowe, do użytkowników i do połączeń do każdego wystąpienia) i dostarcza je własnym klientom; każdy serwer aplikacji łączy się z każdym wystąpieniem, więc każde wlicza do swojego limitu połączenia serwera ({serverConnections}). Wystąpienia w jednym regionie dzielą jego limit jednostek.',
    few: '{count} jednakowe wystąpienia, bo jedno nie udźwignie obciążenia: każde obsługuje część klientów (około {clients}), otrzymuje wszystkie komunikaty poza echem (SDK wysyła emisje oraz komunikaty grupowe, do użytkowników i do połączeń do każdego wystąpienia) i dostarcza je własnym klientom; każdy serwer aplikacji łączy się z każdym wystąpieniem, więc każde wlicza do swojego limitu połączenia serwera ({serverConnections}). Wystąpienia w jednym regionie dzielą jego limit jednostek.',
    many: '{count} jednakowych wystąpień, bo jedno nie udźwignie obciążenia: każde obsługuje część klientów (około {clients}), otrzymuje wszystkie komunikaty poza echem (SDK wysyła emisje oraz komunikaty grupowe, do użytkowników i do połączeń do każdego wystąpienia) i dostarcza je własnym klientom; każdy serwer aplikacji łączy się z każdym wystąpieniem, więc każde wlicza do swojego limitu połączenia serwera ({serverConnections}). Wystąpienia w jednym regionie dzielą jego limit jednostek.',
    other:
      '{count} jednakowe wystąpienia, bo jedno nie udźwignie obciążenia: każde obsługuje część klientów (około {clients}), otrzymuje wszystkie komunikaty poza echem (SDK wysyła emisje oraz komunikaty grupowe, do użytkowników i do połączeń do każdego wystąpienia) i dostarcza je własnym klientom; każdy serwer aplikacji łączy się z każdym wystąpieniem, więc każde wlicza do swojego limitu połączenia serwera ({serverConnections}). Wystąpienia w jednym regionie dzielą jego limit jednostek.',
  },
  'working.plan.instances.source':
    'Strony dostawcy „Scale SignalR Service with multiple instances” (SDK losowo wybiera wystąpienie dla każdego klienta) i „Azure SignalR Service limits” (dodaj wystąpienia, gdy jedno nie wystarcza; limit 150 jednostek obowiązuje na subskrypcję i region).',
  'working.plan.replicas':
    'Regiony: {regions}, z udziałami klientów {shares}. Każdy region rozlicza własne jednostki i komunikaty dostarczone do własnych klientów, więc rozliczane dziennie komunikaty ({billed}) to tyle, ile rozliczyłby jeden region.',
  'working.plan.replicas.source':
    'Strona dostawcy „Geo-replication in Azure SignalR”: każda replika jest rozliczana za własne jednostki i ruch wychodzący, z własnym bezpłatnym limitem komunikatów; komunikat przekazany do innej repliki jest rozliczany jako wychodzący, gdy zostanie tam dostarczony.',
  'working.plan.crossRegion':
    'Komunikaty przekazywane między regionami: {bytes} dziennie × {days} dni × {rate} za GB = {cost} miesięcznie na liczniku transferu danych Azure (jego cennik przepustowości między regionami, z {date} r.; własną cenę wpisz w „Ceny”), część kosztu miesięcznego.',
  'working.plan.crossRegion.assumption':
    'Nasze założenie: klienci rozkładają się równo między regiony, serwery aplikacji łączą się z najbliższą repliką, a komunikat trafia raz do każdego innego regionu, w którym jest odbiorca (grupa g członków dociera do regionu z udziałem s klientów z prawdopodobieństwem 1 − (1 − s)^g).',
  'working.plan.replicas.source.webPubSub':
    'Strona dostawcy „Geo-replication in Azure Web PubSub”: każda replika jest rozliczana osobno za własne jednostki i ruch wychodzący, z własnym bezpłatnym limitem komunikatów; komunikat przesłany między replikami i dostarczony jest rozliczany jako wychodzący.',
  'working.plan.crossRegion.webPubSub':
    'Komunikaty przekazywane między regionami: {bytes} dziennie × {days} dni × {rate} za GB = {cost} miesięcznie na liczniku transferu danych Azure („egress fees for cross region outbound traffic”; jego cennik przepustowości między regionami, z {date} r.; własną cenę wpisz w „Ceny”), część kosztu miesięcznego.',
  'working.plan.crossRegion.assumption.webPubSub':
    'Nasze założenie: klienci rozkładają się równo między regiony, a komunikat trafia raz do każdego innego regionu, w którym jest odbiorca (grupa g członków dociera do regionu z udziałem s klientów z prawdopodobieństwem 1 − (1 − s)^g).',
  'working.plan.crossRegion.sharesGiven.webPubSub':
    'Nasze założenie: klienci rozkładają się według podanych udziałów, a komunikat trafia raz do każdego innego regionu, w którym jest odbiorca (grupa g członków dociera do regionu z udziałem s klientów z prawdopodobieństwem 1 − (1 − s)^g).',
  'working.plan.crossRegion.sharesGiven':
    'Nasze założenie: klienci rozkładają się według podanych przez Ciebie udziałów, serwery aplikacji łączą się z najbliższą repliką, a komunikat trafia raz do każdego innego regionu, w którym jest odbiorca (grupa g członków dociera do regionu z udziałem s klientów z prawdopodobieństwem 1 − (1 − s)^g).',
  'working.plan.autoscale': 'Autoskalowanie: {rule}',
  'working.plan.autoscale.source':
    'Strona dostawcy „Automatically scale units of an Azure SignalR Service”: tylko Premium; jej przykład skaluje w górę powyżej {out} Connection Quota Utilization i w dół poniżej {in}, a strona zaleca {coolDown} między akcjami skalowania. Symulacja godzina po godzinie to nasze założenie.',
  'working.plan.autoscale.source.webPubSub':
    'Strona dostawcy „Automatically scale units of an Azure Web PubSub service”: tylko Premium; jej przykład skaluje w górę powyżej {out} Connection Quota Utilization i w dół poniżej {in}, a strona zaleca {coolDown} między akcjami skalowania. Symulacja godzina po godzinie to nasze założenie.',
  'working.range.heading': 'Gdzie przewodnik milczy',
  'working.range.none':
    'Każdy limit odczytuje tu kolumnę wydrukowaną w przewodniku i zmierzony w nim rozmiar grupy: interpretacje są zgodne.',
  'working.range.groupSize':
    'Grupy o rozmiarze {size} leżą między rozmiarami grup zmierzonymi w przewodniku: {lower} i {upper} członków.',
  'working.range.bigGroup':
    'Grupy o rozmiarze {size} są większe niż największa grupa zmierzona w przewodniku: {measured} członków.',
  'working.range.units':
    'Liczba jednostek {units} leży między kolumnami przewodnika {lower} i {upper}.',
  'working.range.billedBytes':
    'Web PubSub nalicza „rozmiar ruchu wychodzącego (w bajtach) podzielony przez 2 KB” (jego strona rozliczeń: 100 KB ruchu to 50 wiadomości). Czytana wiadomość po wiadomości, każda wiadomość z {names} liczyłaby się jako pełne wiadomości po 2 KB: silnik nalicza bajty, najmniej korzystna interpretacja całe wiadomości.',
  'working.range.optimistic':
    'Najkorzystniejsza interpretacja: liniowo między kolumnami, grupy po 2–9 członków według lepszej z wartości dla wysyłania do połączenia i małych grup: {tier}.',
  'working.range.interpolated':
    'Interpretacja silnika: liniowo między kolumnami, grupy po 2–9 członków interpolowane logarytmicznie, większe grupy routowane jak małe grupy, a ich rozsyłanie obciąża przepustowość wychodzącą.',
  'working.range.conservative':
    'Najmniej korzystna interpretacja: każda warstwa według wydrukowanej kolumny dla jej liczby jednostek lub mniejszej, grupy po 2–9 członków według gorszej szybkości, większe grupy ograniczone liczbą dostarczeń interpolowaną logarytmicznie między testami porównawczymi małych i dużych grup: {tier}.',
  'working.range.optimistic.webPubSub':
    'Najkorzystniejsza interpretacja: liniowo między kolumnami, grupy po 2–9 członków według szybkości małych grup (przewodnik nie mierzył mniejszych grup): {tier}.',
  'working.range.interpolated.webPubSub':
    'Interpretacja silnika: liniowo między kolumnami, grupy po 2–9 członków według szybkości małych grup, większe grupy routowane jak małe, a ich rozgłaszanie opłacone przepustowością wychodzącą.',
  'working.range.conservative.webPubSub':
    'Najmniej korzystna interpretacja: każda warstwa według wydrukowanej kolumny dla jej liczby jednostek lub mniejszej, grupy po 2–9 członków według szybkości małych grup, większe grupy ograniczone liczbą dostarczeń interpolowaną logarytmicznie między testami porównawczymi małych i dużych grup: {tier}.',
  'working.caveats': 'Przed czym ostrzega przewodnik Web PubSub',
  'working.caveats.lead':
    'Własne zastrzeżenia przewodnika do tabel, które czyta ten scenariusz, jego słowami.',
  'working.range.nothingFits': 'żadna warstwa nie pasuje',
  'working.range.sizedBy.interpolated':
    'Zalecenie korzysta z interpretacji silnika (ustawienie „Interpretacja przewodnika”).',
  'working.range.sizedBy.optimistic':
    'Zalecenie korzysta z najkorzystniejszej interpretacji (ustawienie „Interpretacja przewodnika”).',
  'working.range.sizedBy.conservative':
    'Zalecenie korzysta z najmniej korzystnej interpretacji (ustawienie „Interpretacja przewodnika”).',
  'working.appServerPattern.echo': 'echo',
  'working.appServerPattern.broadcast': 'emisji',
  'working.appServerPattern.smallGroup': 'małych grup',
  'working.appServerPattern.bigGroup': 'dużych grup',
  'working.appServerPattern.connection': 'wysyłania do połączenia',
  'working.framework.aspnetcore': 'ASP.NET Core',
  'working.framework.aspnet': 'ASP.NET',
  'working.table.quickEcho': 'szybkiej oceny (echo)',
  'working.table.quickBroadcast': 'szybkiej oceny (emisja)',
  'working.table.echo': 'echo',
  'working.table.broadcast': 'emisji',
  'working.table.smallGroup': 'małych grup',
  'working.table.bigGroup': 'dużych grup',
  'working.table.connection': 'wysyłania do połączenia',
  'working.table.restBroadcast': 'emisji przez REST',
  'working.table.restUser': 'wysyłania do użytkownika przez REST',

  // history
  'history.label': 'Cofanie i ponawianie',
  'history.undo': 'Cofnij',
  'history.redo': 'Ponów',
  'history.undone': 'Cofnięto.',
  'history.redone': 'Ponowiono.',

  // prices
  'prices.heading': 'Ceny',
  'prices.status.default': 'Wartości domyślne z katalogu, w {currency}',
  'prices.status.custom': {
    one: '{count} własna cena, w {currency}',
    few: '{count} własne ceny, w {currency}',
    many: '{count} własnych cen, w {currency}',
    other: '{count} własnej ceny, w {currency}',
  },
  'prices.status.priceList': 'Ceny Azure dla {region}, w {currency}, obowiązujące od {date}',
  'prices.intro':
    'Koszt miesięczny jest liczony według tych cen, w {currency}. Są częścią scenariusza: linki i eksportowane pliki je zawierają.',
  'prices.source':
    'Wartości domyślne: kopie cennika dostawcy publikowane przez strony trzecie, z {date} r. Ceny się zmieniają i zależą od regionu: wpisz własne.',
  'prices.perUnitPerDay': '{sku}, za jednostkę dziennie',
  'prices.perMillion': 'Standard_S1, za milion komunikatów ponad wliczone',
  'prices.perMillion.premium': 'Warstwy Premium, za milion komunikatów ponad wliczone',
  'prices.perGbCrossRegion': 'Transfer danych między regionami (repliki geograficzne), za GB',
  'prices.perGbCrossRegion.source':
    'Cennik przepustowości Azure dla transferu danych między regionami w Ameryce Północnej lub w Europie, z {date} r.; inne kontynenty i transfer między kontynentami kosztują więcej.',
  'prices.perGbCrossRegion.missing':
    'Brak stawki w {currency}: wartość domyślna katalogu jest w dolarach amerykańskich. Wpisz cenę za GB w swoim regionie; do tego czasu ruch między regionami nie jest wyceniony.',
  'prices.perGbCrossRegion.own': 'Twoja własna.',
  'prices.default': 'Domyślnie: {price}',
  'prices.default.premiumP2':
    'Wyceniony jak Premium_P1 ({price}): żaden cennik nie podaje osobnej ceny Premium_P2.',
  'prices.default.premiumMessages': 'Domyślnie: jak dla Standard_S1 ({price})',
  'prices.reset': 'Przywróć wartości domyślne',
  'prices.rate.Standard_S1': 'jednostka Standard_S1',
  'prices.rate.Premium_P1': 'jednostka Premium_P1',
  'prices.rate.Premium_P2': 'jednostka Premium_P2',
  'prices.rate.perMillionExtraMessages': 'komunikaty Standard_S1',
  'prices.rate.perMillionExtraMessagesPremium': 'komunikaty warstw Premium',
  'prices.rate.perGbCrossRegion': 'transfer danych między regionami',
  'prices.basis.catalog':
    'Domyślne ceny katalogu, w {currency}, z kopii cennika dostawcy u osób trzecich z {date} r.; zależą od regionu.',
  'prices.basis.typed': {
    one: '{count} własna ({typed}), w {currency}; pozostałe to domyślne ceny katalogu z {date} r.',
    few: '{count} własne ({typed}), w {currency}; pozostałe to domyślne ceny katalogu z {date} r.',
    many: '{count} własnych ({typed}), w {currency}; pozostałe to domyślne ceny katalogu z {date} r.',
    other:
      '{count} własnej ({typed}), w {currency}; pozostałe to domyślne ceny katalogu z {date} r.',
  },
  'prices.basis.typedAll': 'Twoje własne, w {currency}.',
  'prices.basis.priceList':
    'Ceny detaliczne Azure dla {region}, w {currency}, obowiązujące od {date}.',
  'prices.basis.priceListTyped':
    'Ceny detaliczne Azure dla {region}, w {currency}, obowiązujące od {date}, z Twoimi własnymi dla: {typed}.',
  'prices.basis.labelled': 'Ceny: {basis}',
  'prices.basis.otherService':
    'To ceny {listService}; ten scenariusz jest wymiarowany dla {service}.',
  'prices.basis.crossRegionMissing':
    'Ruch między regionami nie jest wyceniony: te ceny nie podają stawki za GB w {currency}.',
  'prices.basis.premiumP2':
    'Premium_P2 jest wyceniony jak Premium_P1: żaden cennik nie podaje jego własnej ceny.',
  'prices.basis.short.catalog': '{currency} · domyślne {date}',
  'prices.basis.short.typed': '{currency} · Twoje własne ceny',
  'prices.basis.short.priceList': '{currency} · {region} · {date}',
  'prices.import.heading': 'Ceny Azure dla Twojego regionu',
  'prices.import.hint':
    'Zapisz ceny detaliczne Azure dla swojego regionu i waluty tym poleceniem (zmień region i walutę), a potem zaimportuj plik. Zastępują one ceny powyżej w jednym kroku, który Cofnij wycofuje.',
  'prices.import.file': 'Importuj ceny Azure (JSON)',
  'prices.import.region': 'Region',
  'prices.import.regions': {
    one: 'Plik podaje ceny {service} w {count} regionie: wybierz ten, w którym wdrażasz.',
    few: 'Plik podaje ceny {service} w {count} regionach: wybierz ten, w którym wdrażasz.',
    many: 'Plik podaje ceny {service} w {count} regionach: wybierz ten, w którym wdrażasz.',
    other: 'Plik podaje ceny {service} w {count} regionu: wybierz ten, w którym wdrażasz.',
  },
  'prices.import.use': 'Użyj tych cen',
  'prices.import.undo': 'Cofnij import',
  'prices.import.done':
    'Wczytano ceny dla {region} z {file}, w {currency}, obowiązujące od {date}: {meters}. Cofnij je wycofuje.',
  'prices.import.meter': '{meter} {price} za {unit}',
  'prices.import.skipped': {
    one: 'Pominięto {count} cenę rezerwacji lub dev/test: plan liczy płatność za użycie.',
    few: 'Pominięto {count} ceny rezerwacji lub dev/test: plan liczy płatność za użycie.',
    many: 'Pominięto {count} cen rezerwacji lub dev/test: plan liczy płatność za użycie.',
    other: 'Pominięto {count} ceny rezerwacji lub dev/test: plan liczy płatność za użycie.',
  },
  'prices.fromList': 'Z cennika: {meter}, {price}.',
  'prices.typedOverList': 'Wpisana przez Ciebie zamiast ceny z cennika.',
  'prices.import.error.lead': 'Ceny z {file} nie zostały użyte; ceny powyżej się nie zmieniły.',
  'prices.import.error.tooLarge': 'Plik ma {size}; cennik ma najwyżej {max}.',
  'prices.import.error.empty': 'Plik jest pusty.',
  'prices.import.error.unreadable': 'Nie udało się odczytać pliku.',
  'prices.import.error.notText':
    'Ten plik nie jest tekstem {encoding}: niektóre jego bajty nie są znakami. Retail Prices API odpowiada w UTF-8: zapisz jego odpowiedź bez zmian albo zapisz plik jako UTF-8 i spróbuj ponownie.',
  'prices.import.error.syntax':
    'To nie jest JSON: przestaje nim być w wierszu {line}, w kolumnie {column}.',
  'prices.import.error.notPriceList':
    'To nie jest odpowiedź Azure Retail Prices API: nie ma listy „Items”.',
  'prices.import.error.invalid': {
    one: '{count} pole cennika nie jest zapisane tak jak w API:',
    few: '{count} pola cennika nie są zapisane tak jak w API:',
    many: '{count} pól cennika nie jest zapisanych tak jak w API:',
    other: '{count} pola cennika nie są zapisane tak jak w API:',
  },
  'prices.import.error.noService': {
    one: 'Jego {count} pozycja nie jest ceną za użycie z serviceName „{serviceName}”, usługą tego scenariusza.',
    few: 'Żadna z jego {count} pozycji nie jest ceną za użycie z serviceName „{serviceName}”, usługą tego scenariusza.',
    many: 'Żadna z jego {count} pozycji nie jest ceną za użycie z serviceName „{serviceName}”, usługą tego scenariusza.',
    other:
      'Żadna z jego {count} pozycji nie jest ceną za użycie z serviceName „{serviceName}”, usługą tego scenariusza.',
  },
  'prices.import.error.severalRegions':
    'Plik podaje ceny dla kilku regionów ({regions}): wybierz jeden.',
  'prices.import.error.regionNotInFile':
    'Plik nie ma cen dla „{region}”; podaje ceny dla {regions}.',
  'prices.import.error.severalCurrencies':
    'Plik miesza waluty ({currencies}): zapisz ceny w jednej.',
  'prices.import.error.missingMeters': {
    one: 'Nie ma ceny {meters} w {region}, której plan potrzebuje.',
    few: 'Nie ma cen {meters} w {region}, których plan potrzebuje.',
    many: 'Nie ma cen {meters} w {region}, których plan potrzebuje.',
    other: 'Nie ma cen {meters} w {region}, których plan potrzebuje.',
  },
  'prices.import.error.nextPage':
    'Plik to jedna z kilku stron (ma ustawiony NextPageLink): liczniki mogą być na następnej stronie. Poproś o jeden region albo zapisz wszystkie strony w jednym pliku.',
  'prices.import.error.unknownUnit':
    'Licznik {meter} ma cenę za {unit}, jednostkę miary, której nie da się przeliczyć na jednostki modelu (jednostka na dzień, milion komunikatów).',
  'prices.import.error.conflicting':
    'Licznik {meter} występuje dwa razy tego samego dnia z różnymi cenami ({prices}): nie wiadomo, która obowiązuje.',
  'prices.import.error.outOfRange':
    'Licznik {meter} daje {rate}, czego scenariusz nie może przechować (0 albo od 0,0001 do 1 000 000).',

  // reverse
  'reverse.heading': 'Oblicz wstecz ze wzoru przewodnika',
  'reverse.status': 'połączenia = przepustowość × interwał wysyłania ÷ rozmiar komunikatu',
  'reverse.intro':
    'Wybierz warstwę i wzorzec, podaj dwie z trzech wartości: rozmiar komunikatu, liczbę połączeń i interwał wysyłania, a zobaczysz trzecią – tak jak przewodnik liczy dla 100 jednostek: 20 KB co 5 s dociera do 100 000 połączeń. Twoje obciążenia się nie zmieniają.',
  'reverse.units': 'Warstwa',
  'reverse.unknown': 'Oblicz',
  'reverse.unknown.connections': 'Połączenia',
  'reverse.unknown.messageBytes': 'Rozmiar komunikatu',
  'reverse.unknown.sendIntervalSeconds': 'Interwał wysyłania',
  'reverse.answer': 'Wynik',
  'reverse.result.connections': 'Do {value} połączeń',
  'reverse.result.messageBytes': 'Komunikaty do {value}',
  'reverse.result.noSize': 'Żaden rozmiar komunikatu się nie mieści',
  'reverse.result.sendIntervalSeconds': 'Najwyżej jeden komunikat co {value}',
  'reverse.connections.fanOut':
    'We wzorcu „{pattern}” połączenia to te, które odbierają każdy komunikat (ogranicza je przepustowość wychodząca tabeli emisji).',
  'reverse.connections.oneToOne':
    'We wzorcu „{pattern}” połączenia to te, które wysyłają, każde jeden komunikat na interwał (ogranicza je przepustowość przychodząca tabeli tego wzorca).',
  'reverse.formula.connections':
    'połączenia = przepustowość × interwał wysyłania ÷ rozmiar komunikatu',
  'reverse.formula.messageBytes':
    'rozmiar komunikatu = przepustowość × interwał wysyłania ÷ połączenia',
  'reverse.formula.sendIntervalSeconds':
    'interwał wysyłania = połączenia × rozmiar komunikatu ÷ przepustowość',
  'reverse.filled.connections': '{bandwidth} × {interval} ÷ {size} = {result}',
  'reverse.filled.messageBytes': '{bandwidth} × {interval} ÷ {connections} = {result}',
  'reverse.filled.sendIntervalSeconds': '{connections} × {size} ÷ {bandwidth} = {result}',
  'reverse.cell.outbound':
    'Przepustowość: tabela {table} przy liczbie jednostek {units}, {rate} kom./s wychodzących × {tableBytes} = {bandwidth} ({guideBandwidth} w zapisie przewodnika).',
  'reverse.cell.inbound':
    'Przepustowość: tabela {table} przy liczbie jednostek {units}, {rate} kom./s przychodzących × {tableBytes} = {bandwidth} ({guideBandwidth} w zapisie przewodnika).',
  'reverse.interpolated':
    'Tabela {table} nie ma kolumny dla liczby jednostek {units}: wartość interpolowano między sąsiednimi kolumnami.',
  'reverse.minimumLoad':
    'Komunikaty mniejsze niż {minimum} obciążają usługę tak jak {minimum}, więc wzór używa {minimum}.',
  'reverse.noSize':
    'Wzór daje mniej niż {minimum}, a każdy komunikat mniejszy niż {minimum} obciąża usługę tak jak {minimum}: przy tej częstotliwości żaden rozmiar komunikatu nie mieści się w tej warstwie.',
  'components.info.about': 'Więcej o: {label}',
  'app.tabs.label': 'Więcej o tej odpowiedzi',
  'app.tabs.presets': 'Gotowe scenariusze',
  'app.tabs.working': 'Sprawdź obliczenia',
  'app.tabs.growth': 'Wzrost',
  'app.tabs.plan': 'Dzień i rok',
  'app.tabs.levers': 'Obniż rachunek',
  'app.tabs.measured': 'Twoje pomiary',
  'app.tabs.deploy': 'Wdrożenie',
  'services.lead':
    'Te same obciążenia dobrane dla Azure SignalR Service i dla Azure Web PubSub, każde według własnego przewodnika wydajności, rozliczeń i limitu połączeń.',
  'services.heading': 'SignalR czy Web PubSub',
  'services.status.cheaper': '{service}: {deployment}, {cost}/mies., o {saving} taniej',
  'services.status.dearer': '{service}: {deployment}, {cost}/mies., o {saving} drożej',
  'services.status.same': '{service}: {deployment}, {cost}/mies., tyle samo',
  'services.status.noFit': '{service}: żadna warstwa nie pasuje',
  'services.status.blocked':
    '{service}: jego przewodnik nie ma tabeli dla wzorca obciążenia {names}',
  'services.own': '(ten scenariusz)',
  'services.tier': 'Warstwa',
  'services.monthly': 'Miesięcznie',
  'services.binding': 'Co ogranicza',
  'services.besides': 'Potrzeba też',
  'services.besides.appServers': {
    one: '{count} serwer aplikacji z {perHub} połączeniami serwera na koncentrator',
    few: '{count} serwery aplikacji, każdy z {perHub} połączeniami serwera na koncentrator',
    many: '{count} serwerów aplikacji, każdy z {perHub} połączeniami serwera na koncentrator',
    other: '{count} serwera aplikacji, każdy z {perHub} połączeniami serwera na koncentrator',
  },
  'services.besides.noAppServers':
    'Żaden serwer aplikacji nie łączy się z usługą (tylko wywołania REST)',
  'services.besides.upstream':
    'Webhook upstream (procedura obsługi zdarzeń) odpowiadający na około {rate} żądań na sekundę',
  'services.besides.noUpstream':
    'Bez webhooka upstream: żadne zdarzenie klienta nie trafia do serwera',
  'services.noFit': 'Żadna warstwa nie pasuje: odpowiedź obok obciążeń mówi, co by pasowało.',
  'services.cheaper': '{service} kosztuje o {saving} mniej miesięcznie.',
  'services.same': 'Oba kosztują miesięcznie tyle samo.',
  'services.tierChange':
    '{service} wdraża {otherTier} tam, gdzie ten scenariusz wdraża {ownTier}. Zmiana usługi to nowy zasób {service} obok tego, który działa, a nie zmiana jego warstwy: przestój, który dostawca opisuje przy przenoszeniu zasobu między Free a warstwą płatną, nie dotyczy tej zmiany, a klienci przechodzą, gdy aplikacja skieruje ich do nowej usługi.',
  'services.switch': 'Przełącz na {service}',
  'services.switch.hint': 'Jeden krok: Cofnij przywraca scenariusz w poprzedniej postaci.',
  'services.leftBehind': 'Zmiana pomija to, czego {service} nie ma: {fields}.',
  'services.leftBehind.appServerFramework': 'platformę serwera aplikacji',
  'services.leftBehind.hubs': 'koncentratory serwerów aplikacji',
  'services.leftBehind.serverConnectionsPerHub': 'połączenia serwera na koncentrator',
  'services.leftBehind.countServerConnections':
    'dobór jak w testach porównawczych (bez liczenia połączeń serwera)',
  'services.leftBehind.transport':
    'Server-Sent Events i długie sondowanie (jego klienci używają WebSocket)',
  'app.tabs.scenarios': 'Udostępnij i zapisz',
  'app.tabs.guide': 'Przewodnik',

  // deploy
  'deploy.heading': 'Wdrożenie',
  'deploy.intro':
    'Plan jako kod infrastruktury: ta sama warstwa, jednostki, repliki i automatyczne skalowanie co w odpowiedzi. Nazwy i regiony są parametrami; przed wdrożeniem ustaw własne.',
  'deploy.intro.webPubSub':
    'Plan jako kod infrastruktury dla Azure Web PubSub: ta sama warstwa, jednostki, repliki i automatyczne skalowanie co w odpowiedzi. Nazwy, regiony i koncentrator (hub) są parametrami; przed wdrożeniem ustaw własne.',
  'deploy.upstream':
    'Przed wdrożeniem ustaw szablon adresu URL programu obsługi zdarzeń (Twojego webhooka upstream): nie ma wartości domyślnej. W szczycie otrzymuje {rate} zdarzeń klientów na sekundę, a usługa sprawdza go przy zapisywaniu koncentratora, więc musi już działać.',
  'deploy.noEventHandler':
    'Żadne zdarzenie klienta w tym planie nie trafia do webhooka upstream, więc kod nie ustawia programu obsługi zdarzeń.',
  'deploy.format': 'Format',
  'deploy.format.bicep': 'Bicep',
  'deploy.format.arm': 'Szablon ARM (JSON)',
  'deploy.format.terraform': 'Terraform',
  'deploy.format.cli': 'Azure CLI',
  'deploy.code': '{format} dla tego planu',
  'deploy.copy': 'Kopiuj ({format})',
  'deploy.download': 'Pobierz ({format})',
  'deploy.copied': 'Skopiowano.',
  'deploy.copyFailed':
    'Kopiowanie zostało zablokowane: kod jest zaznaczony, naciśnij Ctrl+C (⌘C na Macu).',
  'deploy.saved': 'Zapisano {fileName}.',
  'deploy.pages': 'Zgodnie z tymi stronami dostawcy',
  'deploy.failover':
    'Każdy region jest zwymiarowany na cały ruch, aby jeden mógł przejąć pozostałe. Jego własne metryki widzą tylko jego klientów, więc minimum autoskalowania podąża godzina po godzinie za dniem planu dla całego ruchu (profile cykliczne). Ustaw strefę czasową godzin dnia (timeZone, domyślnie UTC).',
  'deploy.operator':
    'Pozostaje po Twojej stronie (kod tego nie zapisuje; żadne wyjście nie zawiera klucza)',
  'deploy.noFit':
    'Żadna warstwa nie pasuje do tego scenariusza, więc nie ma czego wdrażać. Gdy odpowiedź pokaże warstwę, pojawi się tu jej kod.',
  'deploy.refused': 'Azure odrzuciłby ten plan, więc kod nie powstaje:',
  'deploy.problem.capacity.primary':
    '{sku} nie ma wariantu z liczbą jednostek {units} (region podstawowy).',
  'deploy.problem.capacity.replica':
    '{sku} nie ma wariantu z liczbą jednostek {units} (replika {replica}).',
  'deploy.problem.capacity.autoscaleMinimum':
    '{sku} nie ma wariantu z liczbą jednostek {units} (minimum automatycznego skalowania).',
  'deploy.problem.capacity.autoscaleMaximum':
    '{sku} nie ma wariantu z liczbą jednostek {units} (maksimum automatycznego skalowania).',
  'deploy.problem.replicas': 'Repliki są dostępne tylko w warstwie Premium; ten plan używa {sku}.',
  'deploy.problem.autoscale':
    'Automatyczne skalowanie jest dostępne tylko w warstwie Premium; ten plan używa {sku}.',
  'deploy.problem.autoscaleRange':
    'Minimum automatycznego skalowania ({minimum} jedn.) przekracza jego maksimum ({maximum} jedn.).',
  'deploy.problem.templateResources':
    '{instances} wystąpień wymaga więcej niż {most} zasobów, które może zawierać jeden szablon Azure Resource Manager (jego limity szablonów): wdróż je w częściach albo dobierz rozmiar na mniej wystąpień.',
  'recommendation.metric.perMonth': 'miesięcznie',
  'recommendation.metric.target': 'próg {target}',
  'recommendation.metric.perHub': 'po {count} połączeń serwera na hub',
  'recommendation.metric.requestsPerSecond': 'żądań/s',
  'recommendation.details': 'Dlaczego i ile to kosztuje',
  'settings.status': '{edition} · zapas {target} · połączenia {connectionTarget}',
  'settings.status.webPubSub':
    'Web PubSub · {edition} · zapas {target} · połączenia {connectionTarget}',
  // plan
  'exportImport.chart.loadProfile': 'Eksportuj wykres obciążenia w ciągu dnia',
  'plan.title': 'Plan: doba, regiony, rok',
  'plan.hint':
    'Jak zmienia się rachunek, gdy obciążenie zmienia się w ciągu dnia, gdy usługa działa w kilku regionach i gdy rośnie liczba odbiorców.',
  'plan.empty': 'Dodaj obciążenie, aby zaplanować jego dobę, regiony i rok.',
  'plan.profile.title': 'Obciążenie w ciągu doby',
  'plan.profile.hint':
    'Obciążenie każdej godziny jako część złożonego szczytu. Komunikaty są rozliczane według ruchu w każdej godzinie, a jednostki według godzin, w których działają.',
  'plan.profile.presets': 'Zacznij od',
  'plan.profile.preset.flat': 'Stałe',
  'plan.profile.preset.businessHours': 'Godziny pracy',
  'plan.profile.preset.eveningPeak': 'Szczyt wieczorny',
  'plan.profile.preset.eventSpike': 'Wydarzenie w dzień roboczy',
  'plan.profile.clear': 'Wróć do szczytu przez całą dobę',
  'plan.profile.chart.label': 'Wykres: obciążenie każdej godziny doby jako część szczytu',
  'plan.profile.hour': 'godz. {hour}',
  'plan.profile.level': 'Obciążenie',
  'plan.profile.levelOf': 'Obciążenie o godz. {hour}, procent szczytu',
  'plan.profile.table.show': 'Pokaż i edytuj jako tabelę',
  'plan.profile.table.caption': 'Obciążenie i jednostki według godzin',
  'plan.profile.table.hour': 'Godzina',
  'plan.profile.table.fixed': 'Jednostki stałe',
  'plan.profile.table.autoscale': 'Jednostki przy skalowaniu automatycznym',
  'plan.profile.table.ideal': 'Potrzebne jednostki',
  'plan.profile.error.range': 'Obciążenie o godz. {hour}: wpisz wartość procentową od 0 do 100.',
  'plan.profile.error.allZero':
    'Obciążenie o godz. {hour}: co najmniej jedna godzina musi mieć więcej niż 0%. Nie zastosowano.',
  'plan.units.chart.label':
    'Wykres: jednostki w każdej godzinie, stałe, z autoskalowaniem i według potrzeb',
  'plan.units.legend': 'Jednostki na godzinę',
  'plan.costs.fixed': 'Stale na szczyt w warstwie {tier} (rekomendacja)',
  'plan.costs.heading': 'Koszt miesięczny',
  'plan.costs.chosen':
    'Plan wdraża {deployment}: {cost}/mies., koszt miesięczny pokazywany w odpowiedzi.',
  'plan.costs.none': 'Nic nie pasuje, więc plan niczego nie wdraża i nie ma kosztu miesięcznego.',
  'plan.costs.compared':
    'Te same regiony i wystąpienia prowadzone na trzy sposoby, do porównania (plan wybiera tańszy z dwóch pierwszych):',
  'plan.costs.fixedAllDay': 'Stale na szczyt przez cały dzień: {tier}',
  'plan.costs.isChosen': '(plan)',
  'plan.costs.autoscale': 'Premium ze skalowaniem automatycznym ({unitDays} jednostkodni na dobę)',
  'plan.costs.ideal':
    'Idealne minimum: w każdej godzinie dokładnie tyle jednostek Premium, ile potrzeba',
  'plan.costs.noFit': 'żadna warstwa Premium nie obsłuży szczytu',
  'plan.costs.sku':
    'Autoskalowanie zmienia liczbę jednostek, nigdy SKU: przez cały dzień działa na {sku}.',
  'plan.costs.beyondP1':
    'Szczyt wymaga więcej, niż daje {p1}, a autoskalowanie nie zmienia SKU: cały dzień działa na {p2}, nocą nigdy na {p1}.',
  'plan.crossRegion':
    'Między regionami: {bytes} dziennie komunikatów przekazywanych do odbiorców połączonych z inną repliką. Azure rozlicza je licznikiem transferu danych: {cost} miesięcznie po {rate} za GB, wliczone w koszt miesięczny powyżej.',
  'plan.crossRegion.assumption':
    'Nasze założenie: klienci rozkładają się równo między regiony, chyba że podasz udziały, a komunikat trafia raz do każdego innego regionu, w którym jest odbiorca.',
  'plan.crossRegion.webPubSub':
    'Między regionami: {bytes} dziennie komunikatów przekazywanych do odbiorców połączonych z inną repliką. Azure rozlicza je licznikiem transferu danych („egress fees for cross region outbound traffic”): {cost} miesięcznie po {rate} za GB, wliczone w koszt miesięczny powyżej.',
  'plan.autoscale.heading': 'Reguła autoskalowania',
  'plan.autoscale.deployed': 'Plan stosuje ją na {sku}, każdy region własną: {rule}',
  'plan.autoscale.compared':
    'Plan utrzymuje stałą liczbę jednostek; koszt z autoskalowaniem powyżej stosuje tę regułę na {sku}:',
  'plan.autoscale.serverLoad':
    'W szczycie decyduje limit przepustowości, więc reguła obserwuje też obciążenie serwera (Server Load), przy tych samych progach.',
  'plan.autoscale.out': 'Skaluj w górę powyżej, procent limitu połączeń',
  'plan.autoscale.in': 'Skaluj w dół poniżej, procent limitu połączeń',
  'plan.autoscale.coolDown': 'Odstęp między akcjami skalowania',
  'plan.autoscale.minutes': 'min',
  'plan.autoscale.reset': 'Wróć do przykładu dostawcy ({out}, {in}, {coolDown})',
  'plan.autoscale.source':
    'Przykład autoskalowania dostawcy skaluje w górę powyżej {out} Connection Quota Utilization i w dół poniżej {in} oraz zaleca {coolDown} między akcjami skalowania („Automatically scale units of an Azure SignalR Service”). Autoskalowanie jest dostępne tylko w Premium.',
  'plan.autoscale.source.webPubSub':
    'Przykład automatycznego skalowania dostawcy skaluje w górę powyżej {out} Connection Quota Utilization i w dół poniżej {in} oraz zaleca {coolDown} między akcjami skalowania („Automatically scale units of an Azure Web PubSub service”). Automatyczne skalowanie działa tylko w Premium.',
  'plan.autoscale.simulation':
    'Nasze założenie: w symulacji godzina po godzinie jednostki skalują się w górę w godzinie, w której obciążenie ich potrzebuje (akcja trwa kilka minut), i w dół o jeden krok na odstęp, dopóki Connection Quota Utilization i zastępczy wskaźnik obciążenia serwera są poniżej progu skalowania w dół; autoskalowanie nigdy nie zmienia SKU.',
  'plan.costs.assumption':
    'Założenie: jednostki są liczone co do sekundy i rozliczane dziennie. Strony Azure SignalR tego nie mówią; strona rozliczeń Azure Web PubSub tak (5 jednostek przez 18 godzin i 10 przez 6 godzin to 6,25 jednostkodnia).',
  'plan.costs.assumption.webPubSub':
    'Jednostki są rozliczane za sekundy działania, rozliczane codziennie: strona rozliczeń Azure Web PubSub (5 jednostek przez 18 godzin i 10 przez 6 godzin daje 6,25 jednostko-dnia).',
  'plan.replicas.title': 'Regiony',
  'plan.replicas.hint':
    'Replikacja geograficzna Premium: każda replika jest rozliczana za własne jednostki i komunikaty wychodzące, z własną pulą komunikatów w cenie.',
  'plan.replicas.count': 'Repliki oprócz podstawowej',
  'plan.replicas.error.count': 'Repliki: wpisz liczbę całkowitą od 0 do {max}.',
  'plan.replicas.sizing': 'Każdy region przygotuj na',
  'plan.replicas.sizing.allTraffic': 'cały ruch (jeden region może przejąć resztę)',
  'plan.replicas.sizing.split': 'swoją część ruchu',
  'plan.replicas.share': 'Udział: {region}, procent',
  'plan.replicas.error.share':
    'Udział: {region}: wpisz wartość procentową większą od 0 i mniejszą od 100; pozostałe regiony dzielą się resztą.',
  'plan.replicas.primary': 'Podstawowy',
  'plan.replicas.replica': 'Replika {region}',
  'plan.replicas.table.caption': 'Warstwa i koszt miesięczny każdego regionu',
  'plan.replicas.table.region': 'Lokalizacja',
  'plan.replicas.table.clients': 'Klienci',
  'plan.replicas.table.tier': 'Warstwa',
  'plan.replicas.autoscaled': '{tier}, autoskalowanie {minimum}–{maximum} jedn.',
  'plan.replicas.table.cost': 'Koszt miesięczny',
  'plan.replicas.total': 'Wszystkie regiony: {cost} miesięcznie.',
  'plan.replicas.noFit': 'Udział jednego z regionów nie mieści się w żadnej warstwie Premium.',
  'plan.failover.title': 'Gdy region ulegnie awarii',
  'plan.failover.summary':
    'Dokąd trafiają klienci regionu, który uległ awarii, co niosą pozostałe regiony, jak szybko nadąża autoskalowanie i jak długo trwa fala ponownych połączeń.',
  'plan.failover.routing':
    'Azure SignalR Service sprawdza stan każdej repliki przez Traffic Manager i na nazwę wystąpienia odpowiada najbliższą sprawną repliką. Gdy region ulegnie awarii, jego replika znika z tych odpowiedzi, a po upływie czasu życia DNS (TTL) wynoszącego {ttl} jego klienci trafiają do pozostałych regionów; połączenia serwerowe serwerów aplikacji przechodzą tak samo, bez niczyjej interwencji (strona dostawcy „Geo-replication in Azure SignalR”, która nie podaje, ile trwa wykrycie awarii przez kontrolę stanu).',
  'plan.failover.routing.webPubSub':
    'Azure Web PubSub sprawdza stan każdej repliki przez Traffic Manager i na nazwę wystąpienia odpowiada najbliższą sprawną repliką. Gdy region ulegnie awarii, jego replika znika z tych odpowiedzi, a po upływie czasu życia DNS (TTL) wynoszącego {ttl} jego klienci trafiają do pozostałych regionów, bez niczyjej interwencji (strona dostawcy „Geo-replication in Azure Web PubSub”, która nie podaje, ile trwa wykrycie awarii przez kontrolę stanu).',
  'plan.failover.spread':
    'Do którego regionu trafi dany klient, zależy od tego, gdzie jest, a scenariusz tego nie mówi: klienci regionu, który uległ awarii, są rozdzielani po równo między pozostałe (nasze założenie).',
  'plan.failover.retry':
    'Domyślne automatyczne ponowne łączenie klientów SignalR poddaje się {retry} po zerwaniu połączenia, zanim minie {ttl}: dajcie im zasady ponawiania, które próbują dłużej, inaczej pozostaną rozłączeni.',
  'plan.failover.region': 'Region, który ulega awarii',
  'plan.failover.hour': 'Godzina awarii',
  'plan.failover.hour.peak': 'godz. {hour} (szczyt)',
  'plan.failover.moment.peak': 'W godzinie szczytu, o godz. {hour}',
  'plan.failover.moment.hour': 'O godz. {hour}, {level} szczytu',
  'plan.failover.moment.flat': 'W szczycie, przez cały dzień',
  'plan.failover.lost':
    '{region} ulega awarii: {clients} klientów ({share} wszystkich) łączy się ponownie z pozostałymi regionami.',
  'plan.failover.table.caption': 'Pozostałe regiony, gdy {region} ulega awarii',
  'plan.failover.table.region': 'Region',
  'plan.failover.table.clients': 'Klienci przed → po',
  'plan.failover.table.load': 'Obciążenie jego jednostek',
  'plan.failover.table.scaling': 'Jednostki',
  'plan.failover.table.reconnect': 'Fala ponownych połączeń',
  'plan.failover.clients': '{before} → {after}',
  'plan.failover.load': 'jednostki: {units}; {before} → {after} z {limit}',
  'plan.failover.load.refused': 'ponad limit: odrzucone połączenia: {refused}',
  'plan.failover.load.overCapacity': 'ponad maksimum przewodnika',
  'plan.failover.load.overTarget': 'powyżej progu {target}',
  'plan.failover.load.withinTarget': 'w granicach progu',
  'plan.failover.after': '{utilization} z {limit}',
  'plan.failover.fixed': 'Stałe: zostaje {units} jednostek; wystarczyłoby {needed}',
  'plan.failover.fixed.fits': 'Stałe: jego jednostki wystarczają',
  'plan.failover.fixed.noTier':
    'Stałe: zostaje {units} jednostek; żadna liczba jednostek {sku} nie wystarcza',
  'plan.failover.autoscale.none': 'Autoskalowanie: żadna akcja nie jest potrzebna',
  'plan.failover.autoscale.steps': {
    one: 'Autoskalowanie: {from} → {to} jednostek w {count} akcji, po około {minutes} min; potem {after}',
    few: 'Autoskalowanie: {from} → {to} jednostek w {count} akcjach, po około {minutes} min; potem {after}',
    many: 'Autoskalowanie: {from} → {to} jednostek w {count} akcjach, po około {minutes} min; potem {after}',
    other:
      'Autoskalowanie: {from} → {to} jednostek w {count} akcji, po około {minutes} min; potem {after}',
  },
  'plan.failover.autoscale.maximum':
    'Autoskalowanie zatrzymuje się na swoim maksimum {maximum} jednostek ({after}); wystarczyłoby {needed}',
  'plan.failover.autoscale.maximumNoTier':
    'Autoskalowanie zatrzymuje się na swoim maksimum {maximum} jednostek ({after}); żadna liczba jednostek {sku} nie wystarcza',
  'plan.failover.reconnect': '{seconds} dla {clients} klientów przy {rate} na sekundę',
  'plan.failover.reconnect.slow': '(dłużej niż {window}, przez które klienci ponawiają próby)',
  'plan.failover.reconnect.none':
    'Dla Azure Web PubSub nie opublikowano szybkości otwierania połączeń',
  'plan.failover.line':
    '{region}: klienci {clients}; {load}; {scaling}; fala ponownych połączeń: {reconnect}.',
  'plan.failover.timing':
    'Minuty autoskalowania obejmują do {window}, zanim reguła zobaczy nowe obciążenie (wygenerowane reguły uśredniają swoją metrykę z {window}: nasze założenie), jeden odstęp między akcjami i {action}, zanim ostatnia akcja zadziała (dostawca: „3-5 minutes after it’s triggered”). Każda akcja przechodzi do następnej liczby jednostek, jaką sprzedaje SKU: od 1 do 10, potem od 20 do 100 co dziesięć; Premium_P2 od 100 do 1000 co sto.',
  'plan.failover.premiumP2':
    'Operacje skalowania Premium_P2 trwają dłużej niż w mniejszych warstwach (strona dostawcy nie podaje liczby): liczcie się z czasem dłuższym niż te minuty.',
  'plan.failover.instances':
    'Liczby na wystąpienie: każde z wystąpień ({count}) ma swoją replikę w każdym regionie.',
  'plan.failover.sized':
    'Każdy region jest wymiarowany na cały ruch: każdy z nich może przejąć klientów pozostałych, jak radzi dostawca („set each replica’s unit size to handle all traffic”).',
  'plan.failover.sizeFor': 'Wymiaruj na awarię',
  'plan.failover.sizeFor.lead':
    'Wymiaruj każdy region na cały ruch, aby każdy mógł przejąć resztę: {deployment}, {cost} miesięcznie, o {extra} więcej niż teraz.',
  'plan.failover.sizeFor.hint': 'Jeden krok: Cofnij przywraca podział.',
  'plan.failover.sizeFor.noFit':
    'Przy wymiarowaniu na cały ruch żadna warstwa Premium nie udźwignie regionu: rozłóżcie klientów na więcej wystąpień lub regionów.',
  'plan.timeline.title': 'Rok naprzód',
  'plan.timeline.mode': 'Wzrost',
  'plan.timeline.mode.none': 'Brak',
  'plan.timeline.mode.percent': 'Procent miesięcznie',
  'plan.timeline.mode.target': 'Docelowa liczba odbiorców',
  'plan.timeline.percent': 'Wzrost miesięczny, procent',
  'plan.timeline.error.percent': 'Wzrost miesięczny: wpisz wartość procentową od 0 do 100.',
  'plan.timeline.target': 'Połączenia klientów',
  'plan.timeline.error.target': 'Połączenia klientów: wpisz liczbę całkowitą od 1 do 100 000 000.',
  'plan.timeline.month': 'W miesiącu',
  'plan.timeline.error.month': 'W miesiącu: wpisz liczbę całkowitą od 1 do 12.',
  'plan.timeline.growth': 'Wzrost o {percent} miesięcznie.',
  'plan.timeline.chart.label':
    'Wykres: koszt miesięczny każdego miesiąca, teraz i przez kolejne 12',
  'plan.timeline.table.caption': 'Warstwa i koszt miesiąc po miesiącu',
  'plan.timeline.table.month': 'Miesiąc',
  'plan.timeline.table.connections': 'Połączenia',
  'plan.timeline.table.tier': 'Warstwa',
  'plan.timeline.table.cost': 'Koszt miesięczny',
  'plan.timeline.table.units': 'Jednostki',
  'plan.timeline.now': 'Teraz',
  'plan.timeline.noTier': 'Żadna warstwa nie pasuje',
  'plan.timeline.stop': '{tier} przestaje wystarczać w miesiącu {month}.',
  'plan.timeline.stopNever': '{tier} wystarcza jeszcze w miesiącu 12.',
  'plan.timeline.change': 'Miesiąc {month}: {change}',
  'plan.tierChange.downtime':
    'Z {from} na {to}: zmienia się publiczny adres IP i usługa może być nieosiągalna przez {min}–{max} minut, zanim DNS go pozna (strona dostawcy „{page}”).',
  'plan.tierChange.none': 'Z {from} na {to}: bez przestoju (strona dostawcy „{page}”).',
  'plan.tierChange.assumed':
    'Z {from} na {to}: tabela dostawcy nie podaje przestoju z Standard_S1 na Premium_P1 ani z Premium_P1 na Premium_P2, a tej pary nie wymienia; brak przestoju to nasze założenie, bo między Standard a Premium publiczny adres IP się nie zmienia.',
  'plan.tierChange.units':
    'Z {from} na {to}: więcej jednostek w tej samej warstwie, bez przestoju.',
  'plan.tierChange.premiumP2':
    'Operacje skalowania Premium_P2 trwają dłużej niż w mniejszych warstwach (dostawca nie podaje liczby).',
  'plan.tierChange.alternative.singleRegion':
    'Dodanie replik do wystąpienia, które działałoby w jednym regionie. {change}',
  'plan.tierChange.alternative.optimistic': 'Przejście na dolny koniec zakresu. {change}',
  'plan.tierChange.alternative.conservative': 'Przejście na górny koniec zakresu. {change}',
  'plan.tierChange.alternative.severalInstances': 'Przejście na kilka wystąpień. {change}',
  'plan.tierChange.page.signalr': 'How to scale an Azure SignalR Service instance?',
  'plan.tierChange.page.webPubSub': 'How to scale an Azure Web PubSub Service instance?',
  'plan.timeline.total': 'Najbliższe 12 miesięcy: {cost}.',
  'plan.timeline.totalNoFit':
    'W niektórych miesiącach nie pasuje żadna warstwa: brak sumy za 12 miesięcy.',
  'plan.timeline.csv': 'Pobierz harmonogram (CSV)',
  // calibration, levers, measured
  'field.named': '{field}: {message}',
  'calibration.factor': '{limit} ×{factor}',
  'calibration.connections': 'połączenia',
  'calibration.inbound': 'ruch przychodzący',
  'calibration.outbound': 'ruch wychodzący',
  'calibration.messages': 'komunikaty',
  'recommendation.calibrated':
    'Skalibrowano Twoimi pomiarami: przewidywane obciążenie jest mnożone przez {factors}.',
  'levers.heading': 'Co obniża rachunek',
  'levers.intro':
    'Każda oszczędność to miesięczny koszt obecnej odpowiedzi minus jej koszt po zmianie, oba obliczone przez silnik. Zastosuj zmianę, aby ją wypróbować; Cofnij ją wycofa.',
  'levers.none': 'Nic tutaj nie obniżyłoby miesięcznego kosztu tego scenariusza.',
  'levers.noFit':
    'Żadna warstwa nie pasuje jeszcze do tego scenariusza, więc nie ma kosztu do obniżenia.',
  'levers.chunkBoundary.title': 'Najwyżej {bytes} bajtów',
  'levers.chunkBoundary.cost':
    'Skróć każdy komunikat o {over} B (krótsze nazwy właściwości, mniej pól): rozliczany w blokach po 2 KB liczy się wtedy raz zamiast dwa razy. Bez kosztu w opóźnieniu ani funkcjach.',
  'levers.batching.title': 'Łącz {count} komunikatów w jeden',
  'levers.batching.cost':
    'Komunikaty czekają na swoją paczkę do {delay}; każda paczka wciąż mieści się w jednym bloku 2 KB.',
  'levers.groups.title':
    'Wysyłaj do grup po {count} zamiast {count} wywołań wysyłania do połączenia',
  'levers.groups.cost':
    'Tylko gdy ten sam komunikat trafia do kilku połączeń; serwer aplikacji musi aktualizować członków grup.',
  'levers.rest.broadcast.title': 'Rozgłaszaj z serwera przez interfejs API REST',
  'levers.rest.connection.title': 'Wysyłaj do użytkowników z serwera przez interfejs API REST',
  'levers.rest.cost':
    'Komunikat musi powstać na Twoim serwerze, nie w kliencie; każde wysłanie to wywołanie HTTP, wolniejsze niż wywołanie huba; bez rozliczanego odcinka do serwera aplikacji.',
  'levers.compactPayload.title': 'Zwarty ładunek: {share} każdego komunikatu',
  'levers.compactPayload.cost':
    'MessagePack zamiast JSON lub różnice zamiast pełnych migawek zachowują, jak założono, {share} każdego komunikatu ({from} B → {to} B; udział ustaw poniżej). Klienci i serwer muszą obsługiwać ten format.',
  'levers.compactPayload.ratio': 'Część rozmiaru, jaką zachowuje zwarty format',
  'levers.compactPayload.ratio.hint':
    'Nasze założenie, dopóki go nie ustawisz: {share}, z przykładu samego msgpack.org, w którym 27 B JSON zajmuje 18 B w MessagePack. Delty zamiast pełnych migawek często zachowują znacznie mniej: wpisz, co pokazują Twoje własne komunikaty.',
  'levers.compactPayload.ratio.reset': 'Wróć do naszego założenia ({share})',
  'levers.longerInterval.title': 'Emisja co {interval}',
  'levers.longerInterval.cost':
    'Klienci widzą każdą aktualizację do {delay} później: o połowę mniej aktualizacji.',
  'levers.fewerReplicas.title': {
    one: '{count} replika, o jedną mniej',
    few: '{count} repliki, o jedną mniej',
    many: '{count} replik, o jedną mniej',
    other: '{count} repliki, o jedną mniej',
  },
  'levers.fewerReplicas.none.title': 'Bez repliki: tylko region podstawowy',
  'levers.fewerReplicas.cost':
    'Klienci daleko od pozostałych regionów dłużej czekają na każdy komunikat, a awaria regionu przenosi jego klientów dalej.',
  'levers.workload': 'Obciążenie: {name}',
  'levers.saving': 'Oszczędza {saving} miesięcznie ({before} → {after})',
  'levers.apply': 'Zastosuj',
  'levers.applyLabel': 'Zastosuj „{title}” do {name}',
  'measured.heading': 'Co zmierzyłeś',
  'measured.status.empty': 'Nic nie wprowadzono',
  'measured.status.entered': {
    one: 'Wprowadzono {count} metrykę',
    few: 'Wprowadzono {count} metryki',
    many: 'Wprowadzono {count} metryk',
    other: 'Wprowadzono {count} metryki',
  },
  'measured.status.calibrated': 'Kalibracja zastosowana',
  'measured.intro':
    'Wprowadź to, co Azure Monitor (Metryki) pokazuje dla Twojego wystąpienia w szczycie, tak jak pokazuje to portal. Strona porównuje każdą wartość z przewidywaniem silnika dla powyższego scenariusza i może dobrać rozmiar z uwzględnieniem zmierzonych proporcji.',
  'measured.sku': 'Jednostka SKU',
  'measured.sku.none': 'Nie wprowadzono',
  'measured.units': 'Jednostki',
  'measured.connectionCount': 'Liczba połączeń (Connection Count, Max)',
  'measured.connectionCount.hint': 'Klienci i połączenia serwera razem, tak jak liczy je portal.',
  'measured.messageCountPerDay': 'Liczba komunikatów (Message Count, suma z doby)',
  'measured.messageCountPerDay.hint':
    'Liczona w blokach po 2 KB, tak jak rozliczane są komunikaty.',
  'measured.inboundTrafficBytes': 'Ruch przychodzący (Inbound Traffic, suma)',
  'measured.outboundTrafficBytes': 'Ruch wychodzący (Outbound Traffic, suma)',
  'measured.traffic.hint':
    'Bajty na przedział czasu, tak jak pokazuje je wykres: 12 GB, 350 MB lub 3500000000.',
  'measured.trafficGrain': 'Przedział czasu sum ruchu',
  'measured.grain.60': '1 minuta',
  'measured.grain.300': '5 minut',
  'measured.grain.900': '15 minut',
  'measured.grain.1800': '30 minut',
  'measured.grain.3600': '1 godzina',
  'measured.grain.21600': '6 godzin',
  'measured.grain.43200': '12 godzin',
  'measured.grain.86400': '1 dzień',
  'measured.serverLoadPercent': 'Obciążenie serwera (Server Load, Max)',
  'measured.unit.bytes': 'B',
  'measured.unit.count': 'liczba',
  'measured.unit.messages': 'komunikaty',
  'measured.unit.percent': '%',
  'measured.unit.units': 'jednostki',
  'measured.table.caption': 'Zmierzone i przewidywane',
  'measured.table.metric': 'Metryka',
  'measured.table.measured': 'Twój pomiar',
  'measured.table.predicted': 'Przewidywanie silnika',
  'measured.table.ratio': 'Proporcja',
  'measured.table.none': '–',
  'measured.serverLoad.noTier': 'Wprowadź SKU i jednostki, aby porównać obciążenie serwera.',
  'measured.apply': 'Dobierz rozmiar ze zmierzonymi proporcjami',
  'measured.remove': 'Wyłącz kalibrację',
  'measured.clear': 'Wyczyść pomiary',
  'measured.applied': 'Rozmiar dobrany z: {factors}',
  'measured.nothingToApply':
    'Wprowadź liczbę połączeń, liczbę komunikatów lub sumę ruchu, aby skalibrować.',
  'measured.typed.heading': 'Albo wpisz, co portal pokazuje w szczycie',
  'measured.file.heading': 'Odczytaj metryki zapisane przez Azure',
  'measured.file.intro':
    'Wczytaj to, co Azure Monitor zapisał dla Twojej instancji, po jednej wartości na godzinę przez dobę lub dłużej: JSON z az monitor metrics list albo CSV, który pobiera wykres metryk w portalu (kilka plików naraz, po jednym na wykres). Strona odczyta z nich profil doby, szczyt każdej metryki i jego proporcję do przewidywania. Pliki są czytane w tej przeglądarce i nigdzie nie trafiają.',
  'measured.file.choose': 'Odczytaj pliki metryk…',
  'measured.file.input': 'Pliki metryk (JSON lub CSV)',
  'measured.file.offset': 'Godziny doby według',
  'measured.file.offset.utc': 'UTC, tak jak zapisuje je Azure Monitor',
  'measured.file.offset.value': 'UTC{offset}',
  'measured.file.offset.hint':
    'Dla czasów zapisanych ze strefą (w JSON). Czasy zapisane bez strefy (CSV z portalu) są czytane tak, jak zapisano.',
  'measured.file.reading': 'Odczytywanie {file}…',
  'measured.file.summary': {
    one: '{file}: {metrics}, jedna wartość na godzinę, {count} godzina od {start} do {end}.',
    few: '{file}: {metrics}, jedna wartość na godzinę, {count} godziny od {start} do {end}.',
    many: '{file}: {metrics}, jedna wartość na godzinę, {count} godzin od {start} do {end}.',
    other: '{file}: {metrics}, jedna wartość na godzinę, {count} godziny od {start} do {end}.',
  },
  'measured.file.zoneless': 'Jego czasy nie mają strefy czasowej: są czytane tak, jak zapisano.',
  'measured.file.otherService':
    'Te metryki pochodzą z {fileService}; scenariusz dobiera rozmiar {scenarioService}.',
  'measured.file.profile':
    'Doba, którą dają: szczyt o {peakHour}; najspokojniejsza godzina, {quietHour}, na poziomie {quietLevel} szczytu.',
  'measured.file.profile.none':
    'Brak profilu doby: potrzebna jest do tego liczba połączeń, liczba komunikatów albo suma ruchu. Przeliczenie zostawia dobę bez zmian.',
  'measured.file.quota':
    'W szczycie połączeń {connections} połączeń stanowiło {percent} limitu połączeń: limit około {quota} połączeń.',
  'measured.file.factors.caption': 'Szczyty z pliku a przewidywanie',
  'measured.file.peak': '{value} o {time}',
  'measured.file.resize': 'Przelicz plan według tych metryk',
  'measured.file.resize.hint':
    'Jeden krok, który cofa Cofnij: szczyty zastępują metryki wpisane powyżej (SKU i jednostki zostają), ich proporcje stają się kalibracją, a doba profilem obciążenia. To, co zastępują, zostaje też odłożone na bok.',
  'measured.file.resized': 'Przeliczono według {file}.',
  'measured.file.already': 'Scenariusz ma już to, co dają te metryki: nie ma czego zmieniać.',
  'measured.file.undo': 'Cofnij przeliczenie',
  'measured.file.undone': 'Przeliczenie cofnięte: scenariusz jest taki jak przedtem.',
  'measured.file.chart.summary': 'Zmierzone a planowane, godzina po godzinie',
  'measured.file.chart.metric': 'Pokazana metryka',
  'measured.file.chart.label': '{metric}: zmierzone a planowane, według godziny doby',
  'measured.file.chart.measured': 'Zmierzone (najbardziej obciążona doba)',
  'measured.file.chart.planned': 'Planowane',
  'measured.file.chart.legend': 'Linie wykresu',
  'measured.file.chart.caption': '{metric}, godzina po godzinie',
  'measured.file.chart.table': 'Pokaż jako tabelę',
  'measured.file.chart.hour': 'Godzina',
  'measured.file.chart.noPlan':
    'Nic nie pasuje do scenariusza, więc nie ma wdrożenia, z którego można odczytać wykorzystanie limitu połączeń ani obciążenie serwera.',
  'measured.file.metric.connectionCount': 'Liczba połączeń (Connection Count, Max)',
  'measured.file.metric.connectionQuotaUtilization':
    'Wykorzystanie limitu połączeń (Connection Quota Utilization, Max)',
  'measured.file.metric.messageCount': 'Liczba komunikatów (Message Count, suma z godziny)',
  'measured.file.metric.inboundTraffic': 'Ruch przychodzący (Inbound Traffic, suma z godziny)',
  'measured.file.metric.outboundTraffic': 'Ruch wychodzący (Outbound Traffic, suma z godziny)',
  'measured.file.metric.serverLoad': 'Obciążenie serwera (Server Load, Max)',
  'measured.file.error.lead': 'Nie udało się użyć metryk z {file}.',
  'measured.file.error.kept':
    'Nic się nie zmieniło: scenariusz i to, co wpisano, są takie jak przedtem.',
  'measured.file.error.more': {
    one: '…i jeszcze {count} problem.',
    few: '…i jeszcze {count} problemy.',
    many: '…i jeszcze {count} problemów.',
    other: '…i jeszcze {count} problemu.',
  },
  'measured.file.where.series': 'Seria „{name}”',
  'measured.file.where.line': 'Wiersz {line}',
  'measured.file.where.column': 'Wiersz {line}, kolumna „{name}”',
  'measured.file.where.file': '{file}: {problem}',
  'measured.file.problem.empty': 'Plik jest pusty.',
  'measured.file.problem.unreadable': 'Nie udało się go odczytać: {reason}',
  'measured.file.problem.notText':
    'Ten plik nie jest tekstem {encoding}: niektóre jego bajty nie są znakami. Azure zapisuje metryki w UTF-8: zapisz bez zmian plik z az monitor metrics list lub z wykresu w portalu albo zapisz go jako UTF-8 i spróbuj ponownie.',
  'measured.file.problem.tooLarge':
    'Plik ma {size}: plik metryk może mieć najwyżej {max} (miesiąc sześciu metryk zajmuje około 1 MB).',
  'measured.file.problem.syntax':
    'Zaczyna się jak JSON, ale nim nie jest: przestaje nim być w wierszu {line}, w kolumnie {column}.',
  'measured.file.problem.shape':
    'To JSON, ale nie taki, jaki zapisuje az monitor metrics list: „{path}” brakuje albo nie jest tym, co zapisuje tam Azure.',
  'measured.file.problem.noHeader':
    'Brak wiersza nagłówka z kolumną czasu, po którym następują czasy: strona czyta CSV, który pobiera wykres metryk w portalu (kolumna „Time”, a po niej po jednej kolumnie na metrykę).',
  'measured.file.problem.otherMetric':
    '{where}: to nie jest metryka, którą czyta strona ({known}).',
  'measured.file.problem.noMetric': 'Nie ma w nim żadnej z metryk, które czyta strona ({known}).',
  'measured.file.problem.duplicate': '{where}: ta metryka jest już odczytana z innej serii.',
  'measured.file.problem.unit':
    '{where}: jej jednostka to {found}, a Azure Monitor mierzy ją w {expected}.',
  'measured.file.problem.aggregation':
    '{where}: strona czyta jej wartość „{expected}” (--aggregation {expectedCli}), a plik jej nie zawiera.',
  'measured.file.problem.aggregation.found':
    '{where}: zawiera wartość „{found}”, a strona czyta wartość „{expected}” (--aggregation {expectedCli}).',
  'measured.file.problem.split':
    '{where}: podzielona według wymiaru na {count} serie. Pobierz ją bez --dimension ani --filter, aby dotyczyła całego zasobu.',
  'measured.file.problem.interval':
    'Interwał to {interval} ({duration}): strona czyta jedną wartość na godzinę (--interval PT1H albo szczegółowość czasu 1 godzina w portalu).',
  'measured.file.problem.interval.step':
    '{where}: {time} wypada {duration} po poprzedniej wartości; strona czyta jedną wartość na godzinę (--interval PT1H albo szczegółowość czasu 1 godzina w portalu).',
  'measured.file.problem.gap': '{where}: brak wartości o {time}.',
  'measured.file.problem.gap.more': {
    one: '{where}: brak wartości o {time} i jeszcze przez {count} godzinę.',
    few: '{where}: brak wartości o {time} i jeszcze przez {count} godziny.',
    many: '{where}: brak wartości o {time} i jeszcze przez {count} godzin.',
    other: '{where}: brak wartości o {time} i jeszcze przez {count} godziny.',
  },
  'measured.file.problem.short': {
    one: 'Obejmuje {count} godzinę: strona potrzebuje doby lub dłużej (24 godzin lub więcej), po jednej wartości na godzinę.',
    few: 'Obejmuje {count} godziny: strona potrzebuje doby lub dłużej (24 godzin lub więcej), po jednej wartości na godzinę.',
    many: 'Obejmuje {count} godzin: strona potrzebuje doby lub dłużej (24 godzin lub więcej), po jednej wartości na godzinę.',
    other:
      'Obejmuje {count} godziny: strona potrzebuje doby lub dłużej (24 godzin lub więcej), po jednej wartości na godzinę.',
  },
  'measured.file.problem.time': '{where}: „{text}” nie jest czasem, który czyta strona.',
  'measured.file.problem.number': '{where}: „{text}” nie jest liczbą równą 0 lub większą.',
  'measured.file.problem.beyond':
    '{where}: jej szczyt, {value}, przekracza to, co mieści strona ({max}).',
  'measured.file.aggregation.maximum': 'maksimum',
  'measured.file.aggregation.total': 'suma',
  'measured.file.aggregation.average': 'średnia',
  'measured.file.aggregation.minimum': 'minimum',
  'measured.file.aggregation.count': 'liczba',
  'levers.instance.title': 'Używaj {recommended} zamiast obecnego {instance}',
  'levers.instance.premium':
    'Standard nie ma automatycznego skalowania, stref dostępności ani replikacji geograficznej, które oferuje Premium. Zmień warstwę w witrynie Azure Portal: scenariusz jest już dobrany dla zalecanej warstwy.',
  'levers.instance.same':
    'Mniejszy zapas ponad dzisiejszy szczyt niż w Twoim wystąpieniu. Zmień warstwę w witrynie Azure Portal: scenariusz jest już dobrany dla zalecanej warstwy.',
};

/** Keys whose text is the same as English on purpose: proper nouns, product and SKU names, units, symbols. */
export const sameAsEnglish: readonly MessageKey[] = [
  // Placeholders and symbols only: the same in every language.
  'measured.file.offset.value',
  'measured.file.where.file',
  // Placeholders and a symbol only: the same order reads in every language.
  'working.chunks.bytes',
  // “Region” is Polish too.
  'cli.diff.change',
  'prices.import.region',
  'exportImport.plan.regionBill',
  // Placeholders only: the same order reads in every language.
  'prices.basis.short.priceList',
  'plan.autoscale.minutes',
  'plan.failover.clients',
  'plan.tierChange.page.signalr',
  'plan.tierChange.page.webPubSub',
  'plan.failover.table.region',
  // The services' own names, as Microsoft writes them in every language.
  'service.signalr',
  'service.webPubSub',
  // Web PubSub's upstream: Polish keeps the vendor’s English term, as for the upstream webhook.
  'recommendation.upstream',
  // Product names, as their makers write them.
  'deploy.format.bicep',
  'deploy.format.terraform',
  'deploy.format.cli',
  'deploy.format',
  // The guide's Polish heading for echo keeps the English word.
  'guideData.heading.echo',
  // "Plan" is the Polish word too.
  'exportImport.csv.planFigure',
  // Pattern name: the Polish guide itself says "Echo"/"echo".
  'pattern.echo',
  'guideTables.table.echo',
  'working.table.echo',
  'working.appServerPattern.echo',
  // SKU names (Azure product identifiers).
  'sku.Free',
  'sku.Standard_S1',
  'sku.Premium_P1',
  'sku.Premium_P2',
  'headroom.tick.Free',
  'headroom.tick.Standard_S1',
  'headroom.tick.Premium_P1',
  'headroom.tick.Premium_P2',
  'exportImport.csv.sku',
  // Symbols and placeholders only.
  'tier.label',
  'headroom.caption.range',
  'headroom.axis.clipped',
  'growth.tick',
  'growth.steps.step',
  'exportImport.md.growth',
  'totals.noCost',
  'headroom.table.notApplicable',
  'library.compare.none',
  'library.numberedName',
  'library.compare.columnA',
  'library.compare.columnB',
  'exportImport.error.issue',
  'exportImport.md.fact',
  'working.summary',
  'guideTables.provenance',
  // Units (SI/CSS symbols).
  'composer.unit.bytes',
  'composer.unit.seconds',
  'settings.unit.percent',
  'embed.dialog.unit.px',
  'working.bytes',
  'guideTables.bandwidth.Bps',
  // Technology and product names.
  'composer.transport.webSockets',
  'composer.transport.serverSentEvents',
  'embed.dialog.html',
  'working.framework.aspnetcore',
  'working.framework.aspnet',
  'settings.framework.aspnetcore',
  'settings.framework.aspnet',
  'reverse.filled.connections',
  'reverse.filled.messageBytes',
  'reverse.filled.sendIntervalSeconds',
  'field.named',
  'calibration.factor',
  'measured.unit.bytes',
  'measured.unit.percent',
  'measured.table.none',
  'issue.fieldNames.separator',
];
