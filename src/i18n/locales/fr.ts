import type { Catalog, MessageKey } from '../catalog';

/**
 * French catalog. Terms follow the guide's own French translation (file
 * ../shared/seeds/002_d989238d6dfd01a0.txt, « Guide des performances pour Azure SignalR Service », 2019):
 * niveau, unité, entrant/sortant, bande passante, écho, diffusion, envoi au groupe, envoi à la connexion,
 * serveur d’applications, connexion serveur, mode par défaut, mode serverless, coût de routage…
 * Its « Mbits/s » is a mistranslation of megabytes per second: this catalog writes Mo/s (and ko/s, o/s).
 * Typography: a no-break space (U+00A0) before « : » and inside « », a narrow no-break space (U+202F)
 * before « ; ? ! », in numbers (2 000) and between a number and its unit, as Intl does for fr.
 */
export const catalog: Catalog = {
  // common
  'pattern.echo': 'Écho',
  'pattern.broadcast': 'Diffusion',
  'pattern.group': 'Envoi au groupe',
  'pattern.connection': 'Envoi à la connexion',
  'pattern.restBroadcast': 'Diffusion par l’API REST',
  'pattern.restUser': 'Envoi à l’utilisateur par l’API REST',
  'pattern.echo.hint': 'Chaque client envoie un message qui ne revient qu’à lui-même.',
  'pattern.broadcast.hint':
    'Quelques émetteurs atteignent toutes les connexions de la charge de travail.',
  'pattern.group.hint': 'Chaque message atteint les membres d’un groupe.',
  'pattern.connection.hint':
    'Chaque message va à une autre connexion (conversation de pair à pair).',
  'pattern.restBroadcast.hint':
    'Un appelant côté serveur diffuse par le biais de l’API REST (mode serverless).',
  'pattern.restUser.hint':
    'Un appelant côté serveur envoie à un utilisateur par le biais de l’API REST (mode serverless).',
  'pattern.echo.hint.webPubSub':
    'Chaque événement client va à votre amont (gestionnaire d’événements), dont la réponse HTTP ne revient qu’à l’expéditeur.',
  'pattern.group.hint.webPubSub':
    'Les clients publient dans un groupe via le sous-protocole Web PubSub ; chaque message atteint ses membres, sans serveur.',
  'pattern.restBroadcast.hint.webPubSub':
    'Un appelant côté serveur diffuse par le biais de l’API REST.',
  'pattern.restUser.hint.webPubSub':
    'Un appelant côté serveur envoie à un utilisateur par le biais de l’API REST.',
  'limit.connections': 'Connexions',
  'limit.inboundBandwidth': 'Bande passante entrante',
  'limit.outboundBandwidth': 'Bande passante sortante',
  'limit.routing': 'Routage',
  'limit.dailyMessages': 'Messages par jour',
  'sku.Free': 'Free',
  'sku.Standard_S1': 'Standard_S1',
  'sku.Premium_P1': 'Premium_P1',
  'sku.Premium_P2': 'Premium_P2',
  'tier.label': '{sku} × {units}',
  'edition.2019': 'Guide de 2019',
  'edition.current': 'Guide actuel',
  'edition.2021': 'Guide de 2021',
  'service.signalr': 'Azure SignalR Service',
  'service.webPubSub': 'Azure Web PubSub',
  'unit.messagesPerSecond': '{value} msg/s',
  'unit.messagesPerDay': '{value} messages/jour',
  'unit.perMonth': '{value}/mois',
  'unit.units': { one: '{count} unité', many: '{count} unités', other: '{count} unités' },
  'unit.connections': {
    one: '{count} connexion',
    many: '{count} connexions',
    other: '{count} connexions',
  },
  'unit.appServers': {
    one: '{count} serveur d’applications',
    many: '{count} serveurs d’applications',
    other: '{count} serveurs d’applications',
  },

  // app
  'app.title': 'Dimensionnement d’Azure SignalR Service',
  'app.title.webPubSub': 'Dimensionnement d’Azure Web PubSub',
  'app.language': 'Langue',
  'app.theme': 'Thème',
  'app.theme.light': 'Clair',
  'app.theme.dark': 'Sombre',
  'app.theme.system': 'Système',
  'app.tagline':
    'Composez votre charge de travail ; voyez le niveau, les serveurs d’applications et le coût nécessaires, calculés en direct d’après le guide des performances de Microsoft.',
  'app.tagline.webPubSub':
    'Composez votre charge de travail ; voyez le niveau, les requêtes de votre amont et le coût nécessaires, calculés en direct d’après le guide des performances de Microsoft.',
  'app.loadingChart': 'Chargement du graphique…',
  'app.loading': 'Chargement…',
  'app.error.title': 'Un problème est survenu lors de l’affichage de ce panneau',
  'app.error.body': 'Votre scénario est intact. Rechargez la page pour réessayer.',

  // components
  'field.range': 'Entrez un nombre compris entre {min} et {max}.',
  'field.rangeOrZero': 'Entrez 0, ou un nombre compris entre {smallest} et {max}.',
  'field.rejectedOrZero':
    '« {typed} » n’a pas été utilisé : entrez 0, ou un nombre compris entre {smallest} et {max}.',
  'field.rejected':
    '« {typed} » n’a pas été retenu : entrez un nombre compris entre {min} et {max}.',
  'field.rounded':
    '« {typed} » est retenu comme {value} : ce champ n’accepte que des nombres entiers.',
  'field.storedAs':
    '« {typed} » est utilisé comme {value} : ce nombre est trop petit pour être distingué de 0.',
  'field.ambiguous':
    '« {mark} » sépare les milliers dans certaines langues et les décimales dans d’autres : entrez {grouped} ou {decimal}.',
  'field.rejectedAmbiguous':
    '« {typed} » n’a pas été retenu : « {mark} » sépare les milliers dans certaines langues et les décimales dans d’autres. Entrez {grouped} ou {decimal}.',
  'field.readAsDecimal':
    '« {typed} » est lu comme {number} : sur cette page, « {mark} » sépare les décimales.',
  'field.readAsGroup':
    '« {typed} » est lu comme {number} : sur cette page, « {mark} » sépare les milliers.',
  'field.readAsForeign':
    '« {typed} » est lu comme {number} : « {mark} » est pris pour le séparateur décimal.',

  // composer
  'composer.heading': 'Charges de travail',
  'composer.intro':
    'Chaque charge de travail est une façon dont votre application utilise SignalR. Les totaux additionnent toutes les charges de travail, comme le fait le guide pour les cas d’usage mixtes.',
  'composer.intro.webPubSub':
    'Chaque charge de travail est une façon dont votre application utilise Web PubSub. Les totaux additionnent toutes les charges de travail, comme le fait le guide pour les cas d’usage mixtes.',
  'composer.sizeUnits':
    'Sur cette page, les tailles et les bandes passantes comptent 1 Ko pour {bytes} o, comme le guide, et 1 Mo pour {bytes} Ko : dans ce que vous saisissez (« 20 Ko », « 1,5 Mo ») comme dans ce que la page affiche.',
  'composer.count': {
    one: '{count} charge de travail',
    many: '{count} charges de travail',
    other: '{count} charges de travail',
  },
  'composer.add': 'Ajouter une charge de travail',
  'composer.cap':
    'Vous pouvez composer jusqu’à {max} charges de travail : supprimez-en une pour en ajouter une autre.',
  'composer.empty':
    'Aucune charge de travail pour l’instant. Ajoutez-en une pour commencer le dimensionnement.',
  'composer.card': 'Charge de travail {position} : {name}',
  'composer.unnamed': 'Charge de travail {position}',
  'composer.copyName': '{name} (copie)',
  'composer.name': 'Nom',
  'composer.pattern': 'Cas d’usage',
  'composer.connections': 'Connexions',
  'composer.senders': 'Émetteurs',
  'composer.senders.hint': 'Nombre de connexions qui envoient des messages.',
  'composer.usedAs': 'Retenu comme {value} : au plus le nombre de connexions.',
  'composer.restCallers': 'Appelants REST',
  'composer.restCallers.hint':
    'Appelants de l’API REST côté serveur ; ils n’ont pas de connexion cliente.',
  'composer.messageBytes': 'Taille des messages',
  'composer.sendInterval': 'Intervalle d’envoi',
  'composer.sendInterval.hint': 'Chaque émetteur envoie un message par intervalle.',
  'composer.rate': 'Messages par seconde par émetteur',
  'composer.rate.rest': 'Messages par seconde par appelant REST',
  'composer.rateToggle': 'Saisir en messages par seconde',
  'composer.groupSize': 'Membres par groupe',
  'composer.groupSize.hint':
    'Membres atteints par chaque message ; les petits groupes du guide en comptent 10.',
  'composer.advanced': 'Options avancées',
  'composer.growth': 'Quand l’audience augmente',
  'composer.growth.connectionsAndSenders': 'Les connexions et les émetteurs augmentent',
  'composer.growth.connectionsOnly': 'Les connexions augmentent, les émetteurs restent stables',
  'composer.growth.hint':
    'Ce qui augmente avec l’audience, pour la marge de croissance et le graphique de croissance. Par défaut pour ce cas d’usage : {byPattern}.',
  'composer.transport': 'Type de transport',
  'composer.transport.hint':
    'Le guide n’a testé que WebSocket ; les autres types de transport peuvent demander plus de capacité.',
  'composer.transport.webPubSub':
    'Les clients Web PubSub se connectent par WebSocket, comme son guide les a mesurés.',
  'composer.transport.webSockets': 'WebSocket',
  'composer.transport.serverSentEvents': 'Server-Sent Events',
  'composer.transport.longPolling': 'Long-Polling',
  'composer.unit.connections': 'connexions',
  'composer.unit.senders': 'émetteurs',
  'composer.unit.callers': 'appelants',
  'composer.unit.members': 'membres',
  'composer.unit.bytes': 'o',
  'composer.unit.seconds': 's',
  'composer.unit.perSecond': 'msg/s',
  'composer.valuetext.senders': {
    one: '{count} émetteur',
    many: '{count} émetteurs',
    other: '{count} émetteurs',
  },
  'composer.valuetext.callers': {
    one: '{count} appelant REST',
    many: '{count} appelants REST',
    other: '{count} appelants REST',
  },
  'composer.valuetext.members': {
    one: '{count} membre',
    many: '{count} membres',
    other: '{count} membres',
  },
  'composer.valuetext.rate': '{value} messages par seconde',
  'composer.summary':
    'Entrants : {inbound} msg/s · Sortants : {outbound} msg/s · Bande passante sortante : {bandwidth}',
  'composer.duplicate': 'Dupliquer',
  'composer.duplicate.label': 'Dupliquer {name}',
  'composer.moveUp': 'Monter',
  'composer.moveUp.label': 'Monter {name}',
  'composer.moveDown': 'Descendre',
  'composer.moveDown.label': 'Descendre {name}',
  'composer.remove': 'Supprimer',
  'composer.remove.label': 'Supprimer {name}',

  // embed
  'startup.title': 'L’outil de dimensionnement n’a pas pu démarrer',
  'startup.noScript':
    'Il a besoin de JavaScript, qui est désactivé ou interdit ici. Dans un cadre sur une autre page, l’attribut sandbox de cette page doit contenir allow-scripts.',
  'startup.crossOrigin':
    'Son code n’a pas pu être chargé : le sandbox de ce cadre ne contient pas allow-same-origin, si bien que le navigateur demande les fichiers de l’outil comme s’ils venaient d’un autre site, et le serveur qui héberge l’outil ne l’autorise pas (il n’envoie pas d’en-tête Access-Control-Allow-Origin). Ajoutez allow-same-origin à l’attribut sandbox du cadre, comme dans le HTML de la boîte de dialogue Intégrer, ou faites envoyer Access-Control-Allow-Origin: * par ce serveur.',
  'startup.notLoaded':
    'Son code n’a pas pu être chargé, ou s’est arrêté sur une erreur : la connexion a peut-être été coupée, ou un filtre réseau ou une extension du navigateur l’a bloqué. Rechargez la page pour réessayer.',
  'startup.noFigures':
    'Aucun chiffre n’est affiché tant qu’il n’a pas démarré : ce ne seraient pas ceux du scénario que vous avez ouvert.',
  'embed.title': '{name} : dimensionnement d’Azure SignalR Service',
  'embed.title.webPubSub': '{name} : dimensionnement d’Azure Web PubSub',
  'embed.untitled': 'Scénario sans titre',
  'embed.warnings': {
    one: 'Le guide assortit ce résultat de {count} réserve : ouvrez l’outil de dimensionnement pour la lire.',
    many: 'Le guide assortit ce résultat de {count} réserves : ouvrez l’outil de dimensionnement pour les lire.',
    other:
      'Le guide assortit ce résultat de {count} réserves : ouvrez l’outil de dimensionnement pour les lire.',
  },
  'embed.badLink.title': 'Le lien de cette intégration est illisible',
  'embed.badLink':
    'Le cadre n’affiche aucun chiffre plutôt que ceux d’un autre scénario à leur place. Demandez un nouveau lien à la personne qui l’a partagé.',
  'embed.controls': 'Essayer d’autres nombres',
  'embed.controls.hint':
    'Les modifications restent sur cette page : rien n’est enregistré ni envoyé.',
  'embed.open': 'Ouvrir dans l’outil de dimensionnement',
  'embed.open.newTab': '(s’ouvre dans un nouvel onglet)',
  'embed.frameTitle': 'Dimensionnement Azure SignalR : {name}',
  'embed.frameTitle.webPubSub': 'Dimensionnement Azure Web PubSub : {name}',
  'embed.markdown.summary':
    '**{name}** : le dimensionnement d’Azure SignalR Service recommande {tier} pour {cost} par mois. Limite déterminante : {limit} à {percent}. [Ouvrir le dimensionnement]({url})',
  'embed.markdown.summary.webPubSub':
    '**{name}** : le dimensionnement d’Azure Web PubSub recommande {tier} pour {cost} par mois. Limite déterminante : {limit} à {percent}. [Ouvrir le dimensionnement]({url})',
  'embed.markdown.noFit':
    '**{name}** : aucun niveau d’Azure SignalR Service ne convient à lui seul à ce scénario tel qu’il est composé. [Ouvrir le dimensionnement]({url})',
  'embed.markdown.noFit.webPubSub':
    '**{name}** : aucun niveau d’Azure Web PubSub ne convient à lui seul à ce scénario tel qu’il est composé. [Ouvrir le dimensionnement]({url})',
  'embed.markdown.empty':
    '**{name}** : aucune charge de travail pour l’instant. [Ouvrir le dimensionnement]({url})',
  'embed.dialog.open': 'Intégrer',
  'embed.dialog.title': 'Intégrer ce scénario',
  'embed.dialog.intro':
    'Collez le code HTML dans une page qui autorise les iframes, ou le résumé Markdown dans Confluence, SharePoint, un wiki ou un README. Le scénario voyage dans le lien : rien n’est envoyé sur un serveur.',
  'embed.dialog.hosting':
    'Le cadre fonctionne depuis un serveur qui n’envoie aucun en-tête particulier (GitHub Pages, Azure Static Web Apps, nginx tel qu’installé), sur toute page qui accepte les iframes : gardez son attribut sandbox tel quel. allow-scripts exécute l’outil ; allow-same-origin lui permet de charger ses propres fichiers depuis son propre serveur. L’intégration ne lit ni n’écrit aucun stockage, et ne peut atteindre votre page que si celle-ci est servie depuis l’adresse même de l’outil. Si une page retire l’un des deux, le cadre indique ce qui manque au lieu d’afficher des chiffres.',
  'embed.dialog.mode': 'Les lecteurs peuvent',
  'embed.dialog.mode.readonly': 'Seulement lire le résultat',
  'embed.dialog.mode.interactive': 'Essayer d’autres nombres',
  'embed.dialog.mode.interactive.hint':
    'Des curseurs pour le seuil cible, et pour les connexions et l’intervalle d’envoi de chaque charge de travail ; leurs modifications ne sont pas enregistrées.',
  'embed.dialog.theme': 'Thème',
  'embed.dialog.theme.auto': 'Suivre le système du lecteur',
  'embed.dialog.theme.light': 'Clair',
  'embed.dialog.theme.dark': 'Sombre',
  'embed.dialog.height': 'Hauteur du cadre',
  'embed.dialog.height.hint':
    'Une hauteur de départ : sur les pages qui écoutent les messages de hauteur du cadre (voir le README), le cadre s’adapte à son contenu.',
  'embed.dialog.unit.px': 'px',
  'embed.dialog.html': 'Code HTML (iframe)',
  'embed.dialog.markdown': 'Résumé Markdown',
  'embed.dialog.copyHtml': 'Copier le HTML',
  'embed.dialog.copyMarkdown': 'Copier le Markdown',
  'embed.dialog.copied': 'Copié dans le presse-papiers.',
  'embed.dialog.copyFailed':
    'Ce navigateur a bloqué la copie. Le texte est sélectionné : appuyez sur Ctrl+C pour le copier.',
  'embed.dialog.close': 'Fermer',

  // exportImport
  'exportImport.heading': 'Exporter et importer',
  'exportImport.hint':
    'Enregistrez le scénario dans un fichier pour le rouvrir plus tard, reprenez les chiffres dans un tableur ou votre documentation, ou imprimez un rapport d’une page.',
  'exportImport.file.heading': 'Fichier de scénario',
  'exportImport.download': 'Télécharger le scénario',
  'exportImport.importFile': 'Importer depuis un fichier…',
  'exportImport.fileInput': 'Fichier de scénario à importer',
  'exportImport.paste.summary': 'Coller un scénario',
  'exportImport.paste.label': 'JSON du scénario',
  'exportImport.paste.hint':
    'Le format d’un fichier de scénario téléchargé : version {version}, telle que publiée dans scenario.schema.json (les fichiers en version 1 s’ouvrent aussi).',
  'exportImport.paste.import': 'Importer',
  'exportImport.imported': {
    one: 'Scénario « {name} » importé, avec {count} charge de travail.',
    many: 'Scénario « {name} » importé, avec {count} charges de travail.',
    other: 'Scénario « {name} » importé, avec {count} charges de travail.',
  },
  'exportImport.imported.unnamed': {
    one: 'Scénario importé, avec {count} charge de travail.',
    many: 'Scénario importé, avec {count} charges de travail.',
    other: 'Scénario importé, avec {count} charges de travail.',
  },
  'exportImport.undo': 'Annuler l’importation',
  'exportImport.undone': 'Importation annulée : votre scénario précédent est rétabli.',
  'exportImport.error.heading': 'Rien n’a été importé ; votre scénario est inchangé.',
  'exportImport.error.tooLarge':
    'Ce contenu fait {size} ; un fichier de scénario fait au plus {max}.',
  'exportImport.error.tooLargeUnread':
    'Ce contenu fait plus de {max} ; un fichier de scénario fait au plus {max}.',
  'exportImport.error.empty': 'Il n’y a rien à importer : le texte est vide.',
  'exportImport.error.unreadable': 'Le fichier n’a pas pu être lu.',
  'exportImport.error.notText':
    'Ce fichier n’est pas du texte {encoding} : certains de ses octets ne sont pas des caractères. Enregistrez-le en UTF-8 et importez-le à nouveau.',
  'exportImport.error.syntax':
    'Ce n’est pas du JSON : il cesse d’en être à la ligne {line}, colonne {column}.',
  'exportImport.error.notObject':
    'Ce JSON n’est pas un scénario : un scénario est un objet tel que {"version": 2, "workloads": []}.',
  'exportImport.error.newerVersion':
    'Ce scénario est au format version {version}, et cette page lit les versions 1 et {current}.',
  'exportImport.error.invalid': {
    one: 'Ce scénario n’est pas valide ; {count} champ est à corriger :',
    many: 'Ce scénario n’est pas valide ; {count} champs sont à corriger :',
    other: 'Ce scénario n’est pas valide ; {count} champs sont à corriger :',
  },
  'exportImport.error.issue': '{path} : {message}',
  'exportImport.error.more': {
    one: '…et {count} autre.',
    many: '…et {count} autres.',
    other: '…et {count} autres.',
  },
  'exportImport.results.heading': 'Résultats',
  'exportImport.csv': 'Télécharger les niveaux (CSV)',
  'exportImport.markdown': 'Télécharger le rapport (Markdown)',
  'exportImport.copy': 'Copier le rapport',
  'exportImport.copied': 'Le rapport est dans le presse-papiers.',
  'exportImport.copyDenied':
    'Le navigateur n’a pas autorisé la copie. Utilisez plutôt « Télécharger le rapport (Markdown) ».',
  'exportImport.print': 'Imprimer le rapport',
  'exportImport.saved': '{fileName} enregistré.',
  'exportImport.chart.headroom': 'Exporter le graphique des marges',
  'exportImport.chart.growth': 'Exporter le graphique de croissance',
  'exportImport.chart.hourlyUnits': 'Exporter le graphique des unités par heure',
  'exportImport.chart.timeline': 'Exporter le graphique de l’année à venir',
  'exportImport.chart.svg': 'Télécharger en SVG',
  'exportImport.chart.png': 'Télécharger en PNG',
  'exportImport.chart.failed': 'Le graphique n’a pas pu être exporté.',
  'exportImport.csv.scenario': 'Scénario',
  'exportImport.csv.sku': 'Référence SKU',
  'exportImport.csv.units': 'Unités',
  'exportImport.csv.recommended': 'Recommandé',
  'exportImport.csv.fits': 'Convient',
  'exportImport.csv.withinCapacity': 'Dans la capacité',
  'exportImport.csv.interpolated': 'Interpolé',
  'exportImport.csv.binding': 'Limite déterminante',
  'exportImport.csv.utilization': '{limit} : utilisation (fraction)',
  'exportImport.csv.growthHeadroom': 'Marge de croissance (facteur)',
  'exportImport.csv.serverConnections': 'Connexions serveur',
  'exportImport.csv.fitsOptimistic': 'Convient (lecture la plus favorable)',
  'exportImport.csv.fitsConservative': 'Convient (lecture la moins favorable)',
  'exportImport.csv.planFigure': 'Plan',
  'exportImport.csv.value': 'Valeur',
  'exportImport.csv.twelveMonthCost': 'Coût des 12 prochains mois',
  'exportImport.csv.yes': 'oui',
  'exportImport.csv.no': 'non',
  'exportImport.md.untitled': 'Dimensionnement d’Azure SignalR Service',
  'exportImport.md.untitled.webPubSub': 'Dimensionnement d’Azure Web PubSub',
  'exportImport.md.lead':
    'Dimensionnement d’Azure SignalR Service d’après les tableaux du {edition}, avec un seuil cible de {target}, un seuil cible des connexions de {connectionTarget} et la lecture « {reading} ».',
  'exportImport.md.lead.webPubSub':
    'Dimensionnement d’Azure Web PubSub d’après les tableaux du {edition}, avec un seuil cible de {target}, un seuil cible des connexions de {connectionTarget} et la lecture « {reading} ».',
  'exportImport.md.range': 'Fourchette',
  'exportImport.md.fact': '{label} : {value}',
  'exportImport.md.workloads': 'Charges de travail',
  'exportImport.md.noWorkloads': 'Aucune charge de travail.',
  'exportImport.setAndUsed': '{set} (retenu comme {used})',
  'exportImport.md.tiers': 'Niveaux',
  'exportImport.md.tiers.lead':
    'Free, Standard_S1 × 1 et le premier niveau Premium_P2, le niveau le moins cher qui convient pour chaque référence SKU, et les niveaux autour de la recommandation.',
  'exportImport.md.tiers.lead.noP2':
    'Free, Standard_S1 × 1, le niveau le moins cher qui convient pour chaque référence SKU, et les niveaux autour de la recommandation (cette édition est antérieure à Premium_P2).',
  'exportImport.md.growth': '×{factor}',
  'exportImport.md.link': 'Ouvrir ce scénario dans le tableau de bord de dimensionnement',
  'exportImport.md.source':
    'Calculé d’après le Guide des performances pour Azure SignalR Service de Microsoft.',
  'exportImport.md.source.webPubSub':
    'Calculé d’après le Guide des performances pour Azure Web PubSub de Microsoft.',
  'exportImport.print.lead':
    'Dimensionné d’après les tableaux du {edition}, avec un seuil cible de {target}.',
  'exportImport.print.lead.webPubSub':
    'Azure Web PubSub, dimensionné d’après les tableaux du {edition}, avec un seuil cible de {target}.',
  'exportImport.print.sizeUnits':
    'Les tailles comptent 1 Ko pour {bytes} o et 1 Mo pour {bytes} Ko.',
  'exportImport.plan.region.primary': 'région primaire',
  'exportImport.plan.region.replica': 'réplica {region}',
  'exportImport.plan.why': 'Pourquoi cette forme',
  'exportImport.plan.service': 'Service',
  'exportImport.plan.why.replicasNeedPremium':
    'Les géo-réplicas n’existent qu’en Premium : chaque région est donc en Premium.',
  'exportImport.plan.why.autoscale':
    'Avec le profil de charge de la journée, la mise à l’échelle automatique de Premium fait varier les unités au fil de la journée (chaque région a sa propre règle).',
  'exportImport.plan.why.severalInstances':
    'Aucune instance seule ne porte la charge : les clients sont répartis entre des instances identiques.',
  'exportImport.plan.why.severalInstancesCheaper':
    'Plusieurs instances coûtent moins cher que la seule instance plus grande qui convient aussi.',
  'exportImport.plan.autoscale': 'Mise à l’échelle automatique',
  'exportImport.plan.autoscale.value':
    'de {minimum} à {maximum} unités par instance dans chaque région : monter au-dessus de {out} du quota de connexions, descendre sous {in}, {minutes} minutes entre deux opérations de mise à l’échelle.',
  'exportImport.plan.autoscale.serverLoad':
    'Une deuxième règle surveille la charge du serveur (monter au-dessus de {out}, descendre sous {in}) : le débit limite ce plan.',
  'exportImport.plan.autoscale.example':
    'Les seuils sont l’exemple de l’éditeur ; le scénario peut fixer les siens.',
  'exportImport.plan.end': {
    one: '{tier} à {cost} par mois',
    many: '{count} instances de {tier} à {cost} par mois',
    other: '{count} instances de {tier} à {cost} par mois',
  },
  'exportImport.plan.alternative': 'Également possible',
  'exportImport.plan.monthly.value':
    '{total} : unités {units}, messages au-delà des messages inclus {messages}',
  'exportImport.plan.monthly.valueCrossRegion':
    '{total} : unités {units}, messages au-delà des messages inclus {messages}, transfert de données entre les régions {cost} ({gigabytes} par mois à {rate} par Go, tarifs de bande passante d’Azure relevés en {date})',
  'exportImport.plan.regionBill': 'Région ({region})',
  'exportImport.plan.regionBill.value': '{tier}, {share} des clients, {cost}',
  'exportImport.plan.day.fixed': 'La journée, fixe au pic sur {tier}',
  'exportImport.plan.day.autoscale':
    'La journée, avec mise à l’échelle automatique sur {sku} ({unitDays} unités-jours par jour)',
  'exportImport.plan.day.ideal':
    'La journée, chaque heure exactement les unités Premium qu’il lui faut (une borne inférieure)',
  'exportImport.plan.day.chosen': '(ce que le plan déploie)',
  'exportImport.plan.day.noFit': 'aucun niveau Premium ne porte le pic',
  'exportImport.plan.year': 'L’année à venir',
  'exportImport.plan.year.value': {
    one: 'aujourd’hui {now} par mois ; avec {growth} de croissance par mois, le mois 12 demande {tier} à {last} par mois ; les 12 prochains mois coûtent {total}.',
    many: 'aujourd’hui {now} par mois ; avec {growth} de croissance par mois, le mois 12 demande {count} instances de {tier} à {last} par mois ; les 12 prochains mois coûtent {total}.',
    other:
      'aujourd’hui {now} par mois ; avec {growth} de croissance par mois, le mois 12 demande {count} instances de {tier} à {last} par mois ; les 12 prochains mois coûtent {total}.',
  },
  'exportImport.plan.tierChange': 'Changement de niveau',
  'exportImport.plan.year.noFit':
    'aujourd’hui {now} par mois ; certains des 12 prochains mois n’ont aucun déploiement qui convienne, donc pas de total sur 12 mois.',
  'exportImport.csv.tierCost': 'Une instance au pic toute la journée, par mois ({currency})',
  'exportImport.csv.unitsPerInstance': 'Unités par instance',
  'exportImport.csv.instances': 'Instances',
  'exportImport.csv.regions': 'Régions',
  'exportImport.csv.totalUnits': 'Unités en tout',
  'exportImport.csv.autoscaleMinimum': 'Unités minimales (mise à l’échelle automatique)',
  'exportImport.csv.autoscaleMaximum': 'Unités maximales (mise à l’échelle automatique)',
  'exportImport.csv.scaleOutAbove': 'Monter au-dessus de (part du quota de connexions)',
  'exportImport.csv.scaleInBelow': 'Descendre sous (part du quota de connexions)',
  'exportImport.csv.coolDownMinutes': 'Minutes entre deux opérations de mise à l’échelle',
  'exportImport.csv.appServers': 'Serveurs d’application',
  'exportImport.csv.upstreamRequestsPerSecond': 'Requêtes amont par seconde',
  'exportImport.csv.unitsCost': 'Coût mensuel des unités',
  'exportImport.csv.messagesCost': 'Coût mensuel des messages',
  'exportImport.csv.crossRegionCost': 'Coût mensuel du transfert de données entre régions',
  'exportImport.csv.crossRegionPerGb': 'Prix par Go du transfert de données entre régions',
  'exportImport.csv.totalCost': 'Coût mensuel',
  'exportImport.csv.regionUnits': 'Unités par instance, {region}',
  'exportImport.csv.regionCost': 'Coût mensuel, {region}',
  'exportImport.csv.rangeOptimistic': 'Coût mensuel, lecture la plus favorable',
  'exportImport.csv.rangeConservative': 'Coût mensuel, lecture la moins favorable',
  'exportImport.csv.dayFixed': 'Coût mensuel, fixe au pic',
  'exportImport.csv.dayAutoscale': 'Coût mensuel avec mise à l’échelle automatique',
  'exportImport.csv.dayIdeal': 'Coût mensuel, borne inférieure idéale',
  'exportImport.md.tiers.perInstance': {
    one: 'Chaque ligne est une instance.',
    many: 'Chaque ligne est l’une des {count} instances, avec sa part des clients.',
    other: 'Chaque ligne est l’une des {count} instances, avec sa part des clients.',
  },
  'exportImport.md.tierCost': 'Une instance au pic toute la journée',
  'exportImport.json': 'Télécharger le plan (JSON)',
  'exportImport.focus': 'Télécharger la prévision (CSV FOCUS)',
  'exportImport.focus.failed':
    'Le fichier FOCUS n’a pas pu être créé : rechargez la page et réessayez.',
  'exportImport.focus.none':
    'Aucun déploiement ne convient à ce scénario : il n’y a pas de prévision à exporter.',
  'exportImport.print.plan': 'Le plan : quoi déployer et combien cela coûte',
  'card.title': '{name} : dimensionnement d’Azure SignalR Service',
  'card.title.webPubSub': '{name} : dimensionnement d’Azure Web PubSub',
  'card.untitled': 'Scénario sans nom',
  'card.empty': 'Aucune charge de travail pour l’instant.',
  'card.noFit': 'Aucun déploiement ne convient à ce scénario.',
  'card.chart': 'Marge : la part de chaque limite qu’utiliserait une instance de chaque niveau',
  'card.deployed': 'déployé',
  'card.link': 'Ouvrir le scénario en direct',
  'card.source':
    'D’après le guide de performances d’Azure SignalR Service de Microsoft. Prix en {currency}, valeurs par défaut relevées en {year} ; ils varient selon la région.',
  'card.source.webPubSub':
    'D’après le guide de performances d’Azure Web PubSub de Microsoft. Prix en {currency}, valeurs par défaut relevées en {year} ; ils varient selon la région.',
  'card.dialog.heading': 'Carte image (SVG)',
  'card.dialog.hint':
    'Pour les wikis qui interdisent les iframes : la réponse et le graphique de marge en une seule image. Téléversez le fichier, puis liez-le au scénario en direct (le Markdown ci-dessous fait les deux).',
  'card.dialog.preview': 'Aperçu de la carte image',
  'card.dialog.theme': 'Couleurs de la carte',
  'card.dialog.theme.light': 'Carte claire',
  'card.dialog.theme.dark': 'Carte sombre',
  'card.dialog.download': 'Télécharger le SVG',
  'card.dialog.copy': 'Copier le SVG',
  'card.dialog.markdown': 'Markdown de l’image, liée au scénario en direct',
  'card.dialog.copyMarkdown': 'Copier le Markdown de l’image',
  'card.dialog.saved': '{fileName} enregistré.',
  'cli.help':
    'signalr-sizing : dimensionner un scénario Azure SignalR Service en ligne de commande.\n\nUtilisation :\n  signalr-sizing size <scenario.json> [options]\n  signalr-sizing size --link <share link> [options]\n\nAffiche le plan (quoi déployer et ce que cela coûte par mois), ou écrit un résultat :\n  -f, --format <format>      text (par défaut), md (le rapport Markdown), json (le plan),\n                             csv (chaque niveau et le plan), svg (la carte image),\n                             bicep, arm, tf ou cli (le code d’infrastructure),\n                             infracost-usage (le fichier d’usage infracost du tf),\n                             focus (la prévision mensuelle en lignes FOCUS pour les outils FinOps)\n  -l, --link <url>           lire le scénario dans un lien de partage plutôt que dans un fichier\n      --metrics <file>       le redimensionner d’abord d’après les métriques horaires écrites par Azure :\n                             le JSON de az monitor metrics list ou le CSV du graphique du portail (répétable)\n  -o, --out <file>           écrire dans ce fichier plutôt que sur la sortie standard\n      --lang <language>      en, pl, de, fr, ja ou ko (en par défaut)\n      --theme <theme>        couleurs de la carte image : light (par défaut) ou dark\n      --base-url <url>       où le tableau de bord est servi : le lien de retour commence ainsi\n      --max-monthly-usd <n>  sortir avec 1 si le plan coûte plus de n dollars US par mois\n      --max-units <n>        sortir avec 1 si le plan déploie plus de n unités en tout\n      --prices <file>        tarifer le plan avec un fichier de l’API Azure Retail Prices\n      --prices-region <name> la région du fichier à lire (armRegionName), s’il en a plusieurs\n      --period <YYYY-MM>     le mois que prévoit focus (par défaut : le mois prochain, UTC)\n  -h, --help                 afficher cette aide\n      --version              afficher la version\n\nUn fichier de scénario « - » est lu sur l’entrée standard.\nCodes de sortie : 0 écrit ; 1 écrit, mais le plan dépasse une limite (ou il n’y a rien à déployer) ;\n2 entrée ou arguments incorrects, rien n’est écrit.',
  'cli.error.choice': '{option} prend l’une des valeurs {choices}, pas « {value} ».',
  'cli.error.command': 'Commande inconnue « {command} » : les commandes sont « size » et « diff ».',
  'cli.error.noCommand':
    'Aucune commande avant {options} : les commandes sont « size » et « diff » (signalr-sizing size <scenario.json> {options}).',
  'cli.error.extra': 'Un seul fichier de scénario à la fois : « {extra} » est de trop.',
  'cli.error.noInput': 'Donnez un fichier de scénario, ou un lien de partage avec --link.',
  'cli.error.bothInputs': 'Donnez un fichier de scénario ou --link, pas les deux.',
  'cli.error.twoOuts':
    'Donnez un seul fichier à écrire, avec --out ou --output, pas deux : « {first} » et « {second} ».',
  'cli.error.repeated':
    '{option} est donné deux fois (« {first} » et « {second} ») : donnez-le une seule fois.',
  'cli.error.unknownOption': 'Option inconnue « {option} ».',
  'cli.error.missingValue':
    '{option} attend une valeur après lui (une valeur qui commence par « - » s’écrit {option}=-…).',
  'cli.error.flagValue': '{option} ne prend pas de valeur, pas « {value} ».',
  'cli.error.stdinTwice':
    'L’entrée standard (« - ») ne se lit qu’une fois : donnez « - » à un seul parmi le fichier de scénario, --prices et --metrics.',
  'cli.error.url': '{option} prend une adresse web (https://…), pas « {value} ».',
  'cli.error.number':
    '{option} prend un nombre supérieur à 0 écrit en chiffres, comme 15000 ou 99.50, pas « {value} ».',
  'cli.error.wholeNumber':
    '{option} prend un nombre entier supérieur à 0 écrit en chiffres, comme 50, pas « {value} ».',
  'cli.error.seeHelp': 'Les options : « signalr-sizing --help ».',
  'cli.stdin': 'l’entrée standard (« - »)',
  'cli.error.file': 'Le scénario de {path} n’a pas pu être utilisé.',
  'cli.error.prices': 'Les prix de {path} n’ont pas pu être utilisés.',
  'cli.error.read': 'Il n’a pas pu être lu : {reason}',
  'cli.prices.tooLargeUnread': 'Il dépasse {max} ; une liste de prix fait au plus {max}.',
  'cli.metrics.tooLargeUnread': 'Il dépasse {max} ; un fichier de métriques fait au plus {max}.',
  'cli.error.link': 'Le lien n’a pas pu être utilisé.',
  'cli.error.metricsFile': 'Les métriques de {path} n’ont pas pu être utilisées.',
  'cli.metrics.applied': {
    one: 'Redimensionné d’après les métriques de {path}, {count} heure lue.',
    many: 'Redimensionné d’après les métriques de {path}, {count} heures lues.',
    other: 'Redimensionné d’après les métriques de {path}, {count} heures lues.',
  },
  'cli.metrics.calibration': 'Calibré avec les rapports mesurés : {factors}.',
  'cli.metrics.profile': 'Le profil de charge de la journée est celui mesuré, son pic à {hour}.',
  'cli.error.noScenarioInLink':
    'Il ne contient aucun scénario : un lien de partage contient « #s= ».',
  'cli.error.nothingWritten': 'Rien n’a été écrit.',
  'cli.error.noDeployment':
    'Aucun déploiement ne convient à ce scénario : il n’y a donc pas de {format} à écrire.',
  'cli.format.infracostUsage': 'fichier d’usage infracost',
  'cli.format.focus': 'fichier FOCUS',
  'cli.error.period':
    '--period attend un mois au format AAAA-MM, par exemple 2026-12, et non « {value} ».',
  'cli.error.infracostWebPubSub':
    'infracost ne tarifie pas azurerm_web_pubsub (parmi ses ressources Azure il n’y a qu’azurerm_signalr_service) : il n’y a donc pas de fichier d’usage infracost à écrire pour un plan Azure Web PubSub.',
  'cli.error.pricesRegion':
    '--prices-region nomme une région du fichier donné avec --prices : donnez aussi --prices.',
  'cli.prices.chooseRegion': 'Choisissez-en une avec --prices-region <nom>.',
  'cli.error.budgetCurrency':
    '--max-monthly-usd est en dollars US, et les prix sont en {currency} : la facture du plan n’y est pas comparée. Retirez-le, ou tarifez le plan en USD.',
  'cli.error.refused': 'Azure refuserait ce déploiement : il n’y a donc pas de {format} à écrire :',
  'cli.note.noBaseUrl':
    'Pas de --base-url : le lien de retour vers le scénario n’est que son fragment. Donnez l’adresse de votre tableau de bord avec --base-url pour en faire un lien complet.',
  'cli.error.write': '{path} n’a pas pu être écrit : {reason}',
  'cli.error.stdout': 'La sortie standard n’a pas pu être écrite : {reason}',
  'cli.error.outIsInput':
    '--out désigne le fichier de scénario lui-même ({path}) : l’écrire remplacerait le scénario. Donnez un autre fichier.',
  'cli.written': '{path} écrit.',
  'cli.link': 'Ouvrir ce scénario : {url}',
  'cli.limit.noFit':
    'Aucun déploiement ne convient à ce scénario : il ne peut donc pas rester dans les limites données.',
  'cli.limit.monthly':
    'Le plan coûte {cost} par mois, au-dessus de la limite de {max} (--max-monthly-usd).',
  'cli.limit.units':
    'Le plan déploie {units} unités en tout, au-dessus de la limite de {max} (--max-units).',
  'cli.help.diff':
    'Comparer deux scénarios, pour le commentaire d’une pull request :\n  signalr-sizing diff <base> <head> [options]\n\n<base> et <head> sont chacun un fichier de scénario (« - » lit l’un des deux sur l’entrée standard) ou un\nlien de partage (https://…#s=… ou #s=…). Écrit le changement en Markdown : ce qui est déployé avant et\naprès, la facture mensuelle et sa variation, la limite déterminante et la marge de croissance, les\ncharges de travail qui ont fait bouger le coût.\n  -f, --format <format>           md (par défaut) ou json\n  -o, --out <file>                écrire dans ce fichier plutôt que sur la sortie standard\n      --label <text>              le titre (par défaut : le chemin du fichier head)\n      --lang <language>           comme pour size\n      --base-url <url>            où le tableau de bord est servi : le commentaire renvoie aux deux scénarios\n      --max-increase-usd <n>      sortir avec 1 si la facture mensuelle augmente de plus de n dollars US\n      --max-increase-percent <n>  sortir avec 1 si la facture mensuelle augmente de plus de n pour cent\n\nCodes de sortie : 0 écrit ; 1 écrit, mais le changement dépasse une limite ; 2 entrée ou arguments incorrects, rien n’est écrit.',
  'cli.diff.error.inputs':
    'Donnez les deux scénarios à comparer : la base, puis le head (chacun un fichier ou un lien de partage).',
  'cli.diff.error.extra': 'diff compare deux scénarios : « {extra} » est de trop.',
  'cli.diff.error.number': '{option} prend un nombre supérieur ou égal à 0, pas « {value} ».',
  'cli.diff.error.bothStdin':
    'Un seul des deux scénarios peut être lu sur l’entrée standard (« - »).',
  'cli.diff.error.currencies':
    'La base est tarifée en {before} et la tête en {after} : deux factures dans des devises différentes ne se soustraient pas. Tarifez les deux scénarios dans une même devise.',
  'cli.diff.error.budgetCurrency':
    '--max-increase-usd est en dollars US, et les prix sont en {currency} : la variation n’est pas comparée à cette limite. Utilisez --max-increase-percent, ou tarifez les deux scénarios en USD.',
  'cli.diff.error.baseLink':
    'Le lien donné comme base (avant le changement) n’a pas pu être utilisé.',
  'cli.diff.error.headLink':
    'Le lien donné comme head (après le changement) n’a pas pu être utilisé.',
  'cli.diff.note.noBaseUrl':
    'Pas de --base-url : le commentaire n’a pas de liens vers les deux scénarios. Donnez l’adresse de votre tableau de bord avec --base-url pour les ajouter.',
  'cli.diff.limit.usd':
    'La facture mensuelle augmente de {change}, de {before} à {after}, au-dessus de la limite de {max} (--max-increase-usd).',
  'cli.diff.limit.percent':
    'La facture mensuelle augmente de {percent}, de {before} à {after}, au-dessus de la limite de {max} (--max-increase-percent).',
  'cli.diff.limit.percentFromZero':
    'La facture mensuelle passe de {before} à {after} : toute hausse à partir de rien dépasse la limite de {max} (--max-increase-percent).',
  'cli.diff.limit.noFitAfter':
    'Aucun déploiement ne convient au scénario modifié : sa facture ne peut donc pas rester dans les limites données.',
  'cli.diff.limit.noFitBefore':
    'Aucun déploiement ne convient au scénario de base : le changement ne peut donc pas être mesuré aux limites données.',
  'cli.diff.summary.up': '{name} : la facture mensuelle augmente de {before} à {after}, {change}.',
  'cli.diff.summary.down': '{name} : la facture mensuelle baisse de {before} à {after}, {change}.',
  'cli.diff.summary.same': '{name} : la facture mensuelle reste à {cost}.',
  'cli.diff.summary.noFitBefore':
    '{name} : aucun déploiement ne convient au scénario de base ; le scénario modifié coûte {after} par mois.',
  'cli.diff.summary.noFitAfter':
    '{name} : aucun déploiement ne convient au scénario modifié ; la base coûtait {before} par mois.',
  'cli.diff.summary.noFitBoth':
    '{name} : aucun déploiement ne convient à aucun des deux scénarios.',
  'cli.diff.service':
    'Le service change : {before} avant, {after} après. Chaque côté est dimensionné selon le guide de son propre service.',
  'cli.diff.change': '{money} ({percent})',
  'cli.diff.column.before': 'Avant',
  'cli.diff.column.after': 'Après',
  'cli.diff.column.change': 'Variation',
  'cli.diff.workloads': 'Charges de travail qui ont le plus fait bouger le coût',
  'cli.diff.workloads.column': 'Charge de travail',
  'cli.diff.workload.added': '{name} (ajoutée)',
  'cli.diff.workload.removed': '{name} (supprimée)',
  'cli.diff.workloads.none': 'La part de la facture d’aucune charge de travail n’a changé.',
  'cli.diff.workloads.unknown':
    'Sans déploiement d’un côté, le changement ne peut pas être réparti par charge de travail.',
  'cli.diff.workloads.more': {
    one: '… et {count} autre charge de travail, {change} en tout.',
    many: '… et {count} autres charges de travail, {change} en tout.',
    other: '… et {count} autres charges de travail, {change} en tout.',
  },
  'cli.diff.workloads.how':
    'La part d’une charge de travail dans une facture est celle du plan : les unités selon sa part de la limite déterminante, les messages au-delà des messages inclus selon sa part des messages facturés.',
  'cli.diff.open.before': 'Ouvrir le scénario de base',
  'cli.diff.open.after': 'Ouvrir le scénario modifié',
  'exportImport.print.caption': 'Charges de travail de ce scénario',
  'exportImport.print.link': 'Ouvrir ce scénario dans le tableau de bord',
  'exportImport.print.madeOn': 'Établi le {date}.',
  'exportImport.print.prices': 'Les prix utilisés par ce plan',
  'exportImport.prices.default': '{price}, valeur par défaut du catalogue',
  'exportImport.prices.own': '{price}, votre prix',
  'exportImport.prices.list': '{price}, de la liste de prix',
  'exportImport.prices.likePremiumP1': '{price}, comme Premium_P1 (pas de prix propre)',
  'exportImport.prices.likeStandard': '{price}, comme Standard_S1 (pas de prix propre)',
  'exportImport.prices.notPriced':
    'aucun dans cette devise : le trafic entre régions n’est pas tarifé',

  // growth
  'growth.title': 'Marge de croissance',
  'growth.hint':
    'Chaque limite au niveau recommandé à mesure que l’audience augmente : les connexions de chaque charge de travail, et ses émetteurs quand ils augmentent avec elle (réglable par charge de travail). Les connexions serveur restent inchangées. Une diffusion dont les émetteurs augmentent aussi croît comme le carré : plus d’émetteurs atteignent plus de connexions.',
  'growth.chart.label':
    'Graphique : utilisation de chaque limite avec {tier} quand la charge de travail passe de ×0,5 à ×10',
  'growth.legend': 'Séries',
  'growth.tick': '×{factor}',
  'growth.now': 'Actuel',
  'growth.target': 'Seuil cible {percent}',
  'growth.limit': 'Limite',
  'growth.connectionTarget': 'Seuil cible des connexions {percent}',
  'growth.tooltip.title': 'Charge de travail ×{factor}',
  'growth.lead': 'Avec {tier} :',
  'growth.crossing.target': '{limit} : atteint le seuil cible de {percent} à ×{factor}.',
  'growth.crossing.limit': '{limit} : atteint la limite ({percent}) à ×{factor}.',
  'growth.crossing.targetNever':
    '{limit} : reste sous le seuil cible de {percent} jusqu’à ×{factor}.',
  'growth.crossing.limitNever': '{limit} : reste sous la limite ({percent}) jusqu’à ×{factor}.',
  'growth.headroom':
    'La charge de travail peut croître jusqu’à ×{factor} avant que sa première limite, {limit}, n’atteigne son seuil.',
  'growth.headroom.none':
    'Aucune marge de croissance : la limite déterminante, {limit}, est déjà à son seuil.',
  'growth.noFit':
    'Aucun niveau ne convient à ce scénario ; il n’y a donc pas de niveau recommandé sur lequel croître.',
  'growth.empty': 'Ajoutez une charge de travail pour voir comment elle pourrait croître.',
  'growth.table.show': 'Afficher sous forme de tableau',
  'growth.table.caption': 'Utilisation de chaque limite avec {tier} selon le facteur de croissance',
  'growth.table.factor': 'Croissance',

  'growth.steps.title': 'Le plan à mesure que l’audience grandit',
  'growth.steps.hint':
    'Planifié comme le scénario lui-même (ses instances, régions, journée et mise à l’échelle automatique) ; là où le niveau change, ce que cela coûte à une instance déjà en service.',
  'growth.steps.step': '×{factor} : {deployment}',
  'growth.steps.noFit': '×{factor} : aucun niveau ne convient',
  // guideTables
  'guideTables.title': 'Les tableaux du guide',
  'guideTables.lead':
    'Tous les tableaux de tests du Guide des performances pour Azure SignalR Service de Microsoft, tels que le moteur de calcul les lit. Les valeurs sont reproduites telles qu’imprimées ; quand une valeur imprimée contredit la formule du guide lui-même, la cellule est marquée ⚠ et le moteur utilise la formule.',
  'guideTables.lead.webPubSub':
    'Chaque tableau de banc d’essai du guide des performances de Microsoft pour Azure Web PubSub, tel que le moteur le lit. Les valeurs apparaissent telles qu’imprimées ; quand une valeur imprimée contredit la formule du guide, la cellule est marquée ⚠ et le moteur utilise la formule.',
  'guideTables.source.webPubSub':
    '{title} (MicrosoftDocs/azure-docs, {file}), {edition} : la page datée du {date}, lue au commit {commit}.',
  'guideTables.editions': 'Édition du guide affichée',
  'guideTables.source': {
    one: '{title}, {edition} : traduction en {languages}.',
    many: '{title}, {edition} : traductions en {languages}.',
    other: '{title}, {edition} : traductions en {languages}.',
  },
  'guideTables.source.dated': {
    one: '{title}, {edition} : traduction en {languages}, datée du {dates}.',
    many: '{title}, {edition} : traductions en {languages}, datées du {dates}.',
    other: '{title}, {edition} : traductions en {languages}, datées du {dates}.',
  },
  'guideTables.method':
    'Chaque test de performances envoie des messages de {bytes} o, avec un intervalle d’envoi de {interval} par émetteur.',
  'guideTables.bandwidthUnits':
    'Les bandes passantes du guide sont des octets par seconde (sa traduction française écrit à tort « Mbits/s ») : 1 ko/s vaut {kbps} o/s et 1 Mo/s vaut {mbps} o/s, donc 1 000 connexions × 2 048 o/s s’affichent « 2 Mo/s ».',
  'guideTables.quickSkipped':
    'Les tableaux de l’évaluation rapide reprennent les études de cas « écho » et « diffusion » ; ils ne sont pas répétés ici.',
  'guideTables.slipCount': {
    one: '{count} valeur imprimée est marquée ⚠ dans cette édition.',
    many: '{count} valeurs imprimées sont marquées ⚠ dans cette édition.',
    other: '{count} valeurs imprimées sont marquées ⚠ dans cette édition.',
  },
  'guideTables.slipCount.none':
    'Dans cette édition, aucune valeur imprimée ne contredit la formule du guide.',
  'guideTables.throughput': 'Débit',
  'guideTables.throughput.lead': 'Ce que le service a transporté pour chaque nombre d’unités.',
  'guideTables.appServers': 'Serveurs d’applications',
  'guideTables.appServers.lead':
    'Nombre de serveurs d’applications utilisés par les tests pour chaque nombre d’unités.',
  'guideTables.provenance': '{edition} · {section}',
  'guideTables.column.units': 'Unités',
  'guideTables.row.connections': 'Connexions',
  'guideTables.row.groupMemberCount': 'Nombre de membres par groupe',
  'guideTables.row.groupCount': 'Nombre de groupes',
  'guideTables.row.inboundMessagesPerSecond': 'Messages entrants par seconde',
  'guideTables.row.outboundMessagesPerSecond': 'Messages sortants par seconde',
  'guideTables.row.inboundBytesPerSecond': 'Bande passante entrante',
  'guideTables.row.outboundBytesPerSecond': 'Bande passante sortante',
  'guideTables.row.messagesPerSecond': 'Messages entrants/sortants par seconde',
  'guideTables.row.bytesPerSecond': 'Bande passante entrante/sortante',
  'guideTables.row.appServers': 'Nombre de serveurs d’applications',
  'guideTables.bandwidth.Bps': '{value} o/s',
  'guideTables.bandwidth.KBps': '{value} ko/s',
  'guideTables.bandwidth.MBps': '{value} Mo/s',
  'guideTables.table.quickEcho': 'Évaluation rapide : écho',
  'guideTables.table.quickBroadcast': 'Évaluation rapide : diffusion',
  'guideTables.table.echo': 'Écho',
  'guideTables.table.broadcast': 'Diffusion',
  'guideTables.table.smallGroup': 'Envoi à un petit groupe',
  'guideTables.table.bigGroup': 'Envoi à un grand groupe',
  'guideTables.table.connection': 'Envoi à la connexion',
  'guideTables.table.restBroadcast': 'Diffusion par l’API REST',
  'guideTables.table.restUser': 'Envoi à l’utilisateur par l’API REST',
  'guideTables.appServerTable.aspnetcore.echo': 'Serveurs d’applications pour l’écho',
  'guideTables.appServerTable.aspnetcore.broadcast': 'Serveurs d’applications pour la diffusion',
  'guideTables.appServerTable.aspnetcore.smallGroup':
    'Serveurs d’applications pour l’envoi à un petit groupe',
  'guideTables.appServerTable.aspnetcore.bigGroup':
    'Serveurs d’applications pour l’envoi à un grand groupe',
  'guideTables.appServerTable.aspnetcore.connection':
    'Serveurs d’applications pour l’envoi à la connexion',
  'guideTables.appServerTable.aspnet.echo': 'Serveurs d’applications ASP.NET SignalR pour l’écho',
  'guideTables.appServerTable.aspnet.broadcast':
    'Serveurs d’applications ASP.NET SignalR pour la diffusion',
  'guideTables.appServerTable.aspnet.smallGroup':
    'Serveurs d’applications ASP.NET SignalR pour l’envoi à un petit groupe',
  'guideTables.appServerTable.aspnet.bigGroup':
    'Serveurs d’applications ASP.NET SignalR pour l’envoi à un grand groupe',
  'guideTables.appServerTable.aspnet.connection':
    'Serveurs d’applications ASP.NET SignalR pour l’envoi à la connexion',
  'guideTables.slip.printed': 'Coquille : valeur imprimée',
  'guideTables.slip.formula': 'formule : {value}',
  'guideTables.slip.notes': 'Coquilles de ce tableau',
  'guideTables.slip.note':
    '{row} à l’unité {units} : valeur imprimée {printed} ; la formule du guide donne {formula} ({formulaText}). Le moteur utilise la valeur de la formule.',
  'guideTables.contradictions': 'Où le guide se contredit',
  'guideTables.contradictions.lead':
    'Chaque contradiction entre tableaux, et la règle que suit le moteur.',
  'guideTables.contradiction.tables': 'Tableaux : {tables}.',
  'guideTables.contradiction.units': 'Unités : {units}.',
  'guideTables.contradiction.engine': 'Le moteur :',
  'guideTables.notes': 'Les notes du guide',
  'guideTables.guideWords': 'Les mots du guide :',

  // guideData
  // The title as the guide's French translation prints it.
  'guideData.title': 'Guide des performances pour Azure SignalR Service',
  'guideData.title.webPubSub': 'Guide des performances pour le Service Azure Web PubSub',
  'guideData.heading.finding-a-proper-sku': 'Recherche d’une référence SKU appropriée',
  'guideData.heading.quick-evaluation': 'Évaluation rapide',
  'guideData.heading.case-study': 'Étude de cas',
  'guideData.heading.default-mode': 'Mode par défaut',
  'guideData.heading.serverless-mode': 'Mode serverless',
  'guideData.heading.echo': 'Écho',
  'guideData.heading.broadcast': 'Diffusion',
  'guideData.heading.send-to-group': 'Envoi au groupe',
  'guideData.heading.small-group': 'Petit groupe',
  'guideData.heading.big-group': 'Grand groupe',
  'guideData.heading.send-to-connection': 'Envoi à la connexion',
  'guideData.heading.aspnet-signalr-echo-broadcast-and-send-to-small-group':
    'Cas d’usage ASP.NET SignalR « écho », « diffusion » et « envoi à un petit groupe »',
  'guideData.heading.broadcast-through-rest-api': 'Diffusion par le biais de l’API REST',
  'guideData.heading.send-to-user-through-rest-api':
    'Envoi à l’utilisateur par le biais de l’API REST',
  'guideData.heading.send-to-groups-through-web-pubsub-subprotocol':
    'Envoyer à des groupes via le sous-protocole Azure Web PubSub',
  'guideData.heading.triggering-cloud-event': 'Déclenchement de l’événement Cloud',
  'guideData.heading.rest-api': 'API REST',
  'guideData.note.serverLoad70':
    'La latence au sein du service reste faible tant que la charge du serveur (Server Load) est inférieure à {serverLoadShare}.',
  'guideData.note.routingCostAt50':
    'À partir de l’unité {unit}, les scénarios qui envoient à de petits groupes (moins de {groupSize} membres) ou à des connexions isolées ont un coût de routage élevé que la charge du serveur ne montre pas ; consultez les tableaux « Envoi à un petit groupe » et « Envoi à la connexion ».',
  'guideData.note.premiumP2Beyond100': 'Au-delà de {units} unités, passez au niveau Premium_P2.',
  'guideData.note.groupSizesNotHardLimits':
    'Le nombre de groupes et le nombre de membres ne sont pas des limites strictes ; avec un groupe par connexion, les performances sont proches de celles de l’envoi à la connexion.',
  'guideData.note.smallGroupContactSupport':
    'Les petits groupes atteignent la limite du coût de routage à l’unité {unit} ; l’unité {maxUnit} ne peut pas l’améliorer. Si vous avez besoin de davantage de bande passante entrante, contactez le support client.',
  'guideData.note.smallGroupRoutingNotInServerLoad':
    'Aux unités {units}, un scénario qui envoie surtout à de petits groupes (moins de {groupSize} membres) porte un coût de routage élevé que la charge du serveur n’inclut pas : consultez le tableau du petit groupe.',
  'guideData.note.smallGroupPremiumP2':
    'Les petits groupes atteignent la limite du coût de routage à l’unité {unit} ; l’unité {maxUnit} ne peut pas l’améliorer. Pour plus de bande passante entrante, passez à Premium_P2 (plus de {premiumP2AboveUnits} unités).',
  'guideData.note.groupCountsNotHardLimits':
    'Les nombres de groupes et de membres des tableaux ne sont pas des limites strictes : ils ont été choisis pour un banc d’essai stable.',
  'guideData.note.bigGroupOutboundBound':
    'En envoyant à de grands groupes, la bande passante sortante s’épuise avant le coût de routage : le tableau du grand groupe donne la bande passante sortante maximale.',
  'guideData.note.upstreamHttp11':
    'Le banc d’essai de l’amont (gestionnaire d’événements) a tourné en HTTP 1.1 ; un amont qui parle HTTP 2.0 fait mieux.',
  'guideData.note.echoInboundEqualsOutbound':
    'En écho, l’amont renvoie chaque message dans sa réponse HTTP : la bande passante entrante maximale égale la sortante.',
  'guideData.note.restUserNamedClients':
    'Le banc d’essai d’envoi REST à l’utilisateur a attribué un nom d’utilisateur à chaque client avant sa connexion.',
  'guideData.note.restBroadcastSameAsBigGroup':
    'La diffusion REST a la même bande passante que l’envoi à un grand groupe.',
  'guideData.note.upstreamNotBottleneck':
    'Les tableaux supposent que l’amont est assez puissant pour ne pas être le goulot d’étranglement.',
  'guideData.note.messagesUnder1KB':
    'Un message de moins de {messageBytes} o charge le service comme un message de {messageBytes} octets.',
  'guideData.note.benchmarkDefaults':
    'Chaque banc d’essai envoie des messages de {messageBytes} o, chaque expéditeur une fois toutes les {sendIntervalSeconds} s.',
  'guideData.note.notAHardLimit':
    'Le débit maximal est le plus élevé auquel {messageShare} des messages arrivent en moins de {latencySeconds} s ; ce n’est pas une limite stricte.',
  'guideData.note.throttlingPerTier':
    'Chaque niveau a sa propre stratégie de limitation du débit : son maximum est le débit le plus élevé auquel {messageShare} des messages arrivent en moins de {latencySeconds} s.',
  'guideData.note.tablesStopAtUnit':
    'Les tableaux s’arrêtent à l’unité {units} : cette édition ne dit rien de plus d’unités.',
  'guideData.slip.sameRateAtOtherUnits':
    'Le tableau imprime {printed} pour les mêmes {messagesPerSecond} messages/s qui donnent {formula} aux unités {units}.',
  'guideData.slip.twiceTheRateAndBroadcast':
    'Le tableau imprime {printed}, soit le double de ce que donnent ses {messagesPerSecond} messages sortants/s, et le double de la bande passante sortante maximale de la diffusion à l’unité {unit} ({broadcastBytesPerSecond}).',
  'guideData.slip.halfTheRate':
    'Le tableau imprime {printed} pour {messagesPerSecond} messages/s ; toutes les autres colonnes du tableau valent messages/s × {messageBytes} o.',
  'guideData.slip.sameSlipOutbound': 'Même coquille dans la ligne de la bande passante sortante.',
  'guideData.slip.bigGroupMembers':
    'Le guide définit un grand groupe comme (nombre maximal de connexions) / 10 membres, et les messages sortants/s du tableau lui-même ({messagesPerSecond} × {formula}) concordent avec cette définition, pas avec le nombre de membres imprimé.',
  'guideData.slipFormula.bytesPerSecond':
    '{messagesPerSecond} messages/s × {messageBytes} o = {formula}',
  'guideData.slipFormula.groupMemberCount': 'connexions / 10 = {connections} / 10 = {formula}',
  'guideData.contradiction.connectionUnit20Column':
    'Le tableau « Envoi à la connexion » imprime une colonne pour l’unité {unit} ({connections} connexions) là où tous les autres tableaux impriment l’unité {otherUnit}.',
  'guideData.contradiction.connectionP2Routing':
    'Le texte dit qu’au-delà de l’unité {unit}, ajouter des unités n’aide plus l’envoi à la connexion, sauf en passant à Premium_P2 (à partir de {premiumP2Units} unités), qui renforce le routage ; pourtant le tableau imprime les mêmes {messagesPerSecond} messages/s aux unités {units}.',
  'guideData.contradiction.broadcastAppServers':
    'Le texte sur la diffusion dit que deux serveurs d’applications suffisent pour le SLA et les performances, mais les tableaux des serveurs d’applications impriment {appServers} de l’unité {broadcastFrom} à l’unité {broadcastTo} (diffusion) et {appServers} aux unités {bigGroupUnits} (grand groupe).',
  'guideData.contradiction.smallGroupPlateauThenPremiumP2':
    'Les petits groupes plafonnent à {messagesPerSecond} messages entrants/s aux unités {units} (la limite du coût de routage), puis progressent de nouveau avec Premium_P2 de l’unité {premiumP2From} à l’unité {premiumP2To}.',
  'guideData.contradiction.sevenTiersEightColumns':
    'La vue d’ensemble parle de sept niveaux Standard, alors que les tableaux impriment huit colonnes ({columns}).',
  'guideData.contradiction.serverConnectionsInQuota':
    'Chaque test place sur une unité autant de connexions clientes que son quota le permet ({connectionsPerUnit} par unité), tandis que ses serveurs d’applications tiennent en plus {benchmark} connexions serveur chacun ({broadcastAndBigGroup} pour la diffusion et les grands groupes) ; or l’éditeur compte les connexions serveur dans ce même quota (Azure/azure-signalr issue 254 : « {quote} »).',
  'guideData.contradiction.premiumP2Threshold':
    'La note de l’évaluation rapide dit qu’au-delà de {units} unités il faut Premium_P2, et le texte sur l’envoi à la connexion qualifie Premium_P2 d’« unité >= {units} », alors que la page anglaise de l’éditeur pour la même édition ajoute : « {quote} ».',
  'guideData.contradiction.smallGroupOutboundExceedsBroadcast':
    'À l’unité {unit}, les petits groupes impriment {smallGroupMessagesPerSecond} messages sortants/s ({smallGroupBytesPerSecond}), plus que les {broadcastMessagesPerSecond} messages/s ({broadcastBytesPerSecond}) de la diffusion, que le guide présente comme la bande passante sortante maximale.',
  'guideData.contradiction.smallGroupPlateauContactSupport':
    'Les petits groupes plafonnent à {messagesPerSecond} messages entrants/s à partir de l’unité {fromUnit} ; le guide dit que l’unité {toUnit} ne peut pas, par conception, faire mieux, et qu’il faut contacter le support pour aller au-delà.',
  'guideData.contradiction.connectionPlateau':
    'L’envoi à la connexion plafonne à {messagesPerSecond} messages/s à partir de l’unité {fromUnit} (le guide : l’unité {fromUnit} a atteint la limite, l’unité {toUnit} ne peut pas apporter d’amélioration).',
  'guideData.contradiction.sevenTiersSoldUnits':
    'La vue d’ensemble parle de sept niveaux Standard (les colonnes des tableaux : {columns}), alors que le service vend de {smallFrom} à {smallTo} unités, puis de {largeFrom} à {largeTo} par pas de {largeStep}.',
  'guideData.contradiction.smallGroupOutboundExceedsBigGroup':
    'À l’unité {unit}, les petits groupes impriment {smallGroupMessagesPerSecond} messages sortants/s ({smallGroupBytesPerSecond}), plus que les {broadcastMessagesPerSecond} ({broadcastBytesPerSecond}) du grand groupe, dont le tableau, selon le guide, donne la bande passante sortante maximale.',
  'guideData.contradiction.premiumP2AtUnit100':
    'Les tableaux impriment une seule colonne « Unit {units} », alors que {units} unités sont vendues en Standard_S1 ou Premium_P1 comme en Premium_P2 ({premiumP2From} à {premiumP2To} unités) ; le texte des petits groupes renvoie à Premium_P2 au-delà de l’unité {units} pour plus de bande passante entrante : la référence mesurée par la colonne n’est pas dite.',
  'guideData.engineRule.connectionUnit20Column':
    'L’unité {unit} est lue telle qu’imprimée ; l’unité {otherUnit} est interpolée entre les unités {below} et {unit} ({messagesPerSecond} messages/s). Dans les autres tableaux, l’unité {unit} est interpolée entre les unités {otherUnit} et {above}.',
  'guideData.engineRule.connectionP2Routing':
    'Le moteur suit le tableau : {messagesPerSecond} messages/s à l’unité {unit} pour chaque référence SKU, et davantage seulement à partir de l’unité {risingFrom}.',
  'guideData.engineRule.atLeastTwoAppServers':
    'Le moteur recommande au moins deux serveurs d’applications pour toute charge de travail en mode par défaut (le conseil lié au SLA), et la valeur du tableau lorsqu’elle est plus grande.',
  'guideData.engineRule.smallGroupFlat':
    'La capacité de routage est lue telle qu’imprimée : constante entre les unités {fromUnit} et {toUnit}.',
  'guideData.engineRule.everySoldUnitCount':
    'Le moteur évalue chaque nombre d’unités que vend le service et interpole entre les colonnes imprimées.',
  'guideData.engineRule.serverConnectionsInQuota':
    'Par défaut, les connexions serveur comptent dans le quota de connexions (countServerConnections: true) ; {clients} clients sur un hub nécessitent donc {units} unités. countServerConnections: false reproduit les tests tels qu’imprimés, et le résultat signale cette contradiction.',
  'guideData.engineRule.premiumP2Threshold':
    'Le moteur suit la page des limites de l’éditeur, qui rejoint la première lecture : Standard_S1 et Premium_P1 se vendent de {standardFrom} à {standardTo} unités, Premium_P2 de {premiumP2From} à {premiumP2To}. Une recommandation de Premium_P2 à {flaggedUpTo} unités ou moins signale cette contradiction.',
  'guideData.engineRule.broadcastIsOutboundCeiling':
    'La diffusion est le plafond sortant de chaque cas d’usage (la règle du guide lui-même : ne pas dépasser les valeurs d’écho et de diffusion mises en évidence) ; le test des petits groupes à l’unité {unit} charge donc la bande passante sortante à {outboundShare}, et le moteur le dimensionne à l’unité {sizedAtUnit}. L’erreur va dans le sens de la prudence.',
  'guideData.engineRule.smallGroupPlateauFitsNoTier':
    'La capacité de routage reste à {messagesPerSecond} messages/s de l’unité {fromUnit} à l’unité {toUnit} ; une charge de travail au-delà ne tient dans aucun niveau, et le moteur conseille de contacter le support ou d’utiliser les tableaux du guide actuel.',
  'guideData.engineRule.connectionPlateau':
    'La capacité de routage reste à {messagesPerSecond} messages/s de l’unité {fromUnit} à l’unité {toUnit}.',
  'guideData.engineRule.bigGroupIsOutboundCeiling':
    'La bande passante sortante du grand groupe est le plafond de tous les cas d’usage (selon le guide, son tableau donne la bande passante sortante maximale) : les bancs d’essai de petits groupes aux unités {units} demandent plus d’unités que leur colonne.',
  'guideData.engineRule.unit100EverySku':
    'Le moteur lit la colonne « Unit {units} » pour Standard_S1, Premium_P1 et Premium_P2 pareillement à {units} unités, et au-delà les colonnes propres à Premium_P2.',

  // headroom
  'headroom.title': 'Marge par niveau',
  'headroom.hint':
    'Part de chaque limite qu’utiliserait chaque niveau. Les limites de débit doivent rester sous le seuil cible ; les connexions et les messages par jour de Free peuvent atteindre la limite.',
  'headroom.caption':
    'Niveaux représentés : {tiers}. Premium_P1 n’est pas représenté : ses capacités sont égales à celles de Standard_S1 au même nombre d’unités.',
  'headroom.caption.range': '{sku} × {from}–{to}',
  'headroom.caption.twin':
    'Niveaux représentés : {tiers}. Premium_P1 n’est pas représenté : le niveau recommandé, {tier}, a les mêmes capacités que {twin}, que le graphique montre.',
  'headroom.chart.label': 'Graphique : utilisation de chaque limite pour chaque niveau',
  'headroom.legend': 'Séries',
  'headroom.axis.clipped': '≥ {percent}',
  'headroom.tick.Free': 'Free',
  'headroom.tick.Standard_S1': 'S1 ×{units}',
  'headroom.tick.Premium_P1': 'P1 ×{units}',
  'headroom.tick.Premium_P2': 'P2 ×{units}',
  'headroom.target': 'Seuil cible {percent}',
  'headroom.limit': 'Limite',
  'headroom.recommended': 'Recommandé',
  'headroom.range.optimistic': 'Lecture la plus favorable',
  'headroom.range.conservative': 'Lecture la moins favorable',
  'headroom.connectionTarget': 'Seuil cible des connexions {percent}',
  'headroom.tooltip.value': '{percent} ({load} sur {capacity})',
  'headroom.tooltip.fits': 'Convient',
  'headroom.tooltip.doesNotFit': 'Ne convient pas',
  'headroom.summary':
    'Niveau recommandé {tier} : {binding} à {percent}, la limite déterminante ; les autres : {others}.',
  'headroom.summary.alone':
    'Niveau recommandé {tier} : {binding} à {percent}, la limite déterminante.',
  'headroom.summary.eachInstance': {
    one: '{tier} sur chacune des {count} instances',
    many: '{tier} sur chacune des {count} instances',
    other: '{tier} sur chacune des {count} instances',
  },
  'headroom.summary.item': '{limit} {percent}',
  'headroom.summary.noFit':
    'Aucun niveau ne convient. Le plus proche, {tier}, dépasse encore : {limits}.',
  'headroom.empty':
    'Ajoutez une charge de travail pour voir quelle part de chaque limite les niveaux utiliseraient.',
  'headroom.table.show': 'Afficher sous forme de tableau',
  'headroom.table.caption': 'Utilisation de chaque limite par niveau',
  'headroom.table.tier': 'Niveau',
  'headroom.table.verdict': 'Résultat',
  'headroom.table.notApplicable': '—',
  'headroom.table.recommendedTier': '{tier} (recommandé)',

  // keptAside
  'keptAside.heading': 'Mis de côté',
  'keptAside.intro':
    'Votre propre travail qu’un lien de partage, un autre onglet, un préréglage, une importation, un rétablissement ou un rechargement a remplacé à l’écran, conservé dans ce navigateur. Rétablissez-en un pour y travailler à nouveau : le scénario à l’écran est mis de côté à sa place.',
  'keptAside.inPageOnly':
    'Le stockage de ce navigateur est plein : certains ne sont donc conservés que sur cette page. Téléchargez-les avant de fermer la page.',
  'keptAside.inPageRefused':
    'Ce navigateur a refusé d’enregistrer certains d’entre eux ({reason}) : ils ne sont conservés que sur cette page. Rien n’est perdu : téléchargez-les avant de fermer la page.',
  'keptAside.blocked':
    'Ce navigateur ne laisse la page rien enregistrer : ces scénarios sont donc conservés sur cette page seulement. Restaurez-les ou téléchargez-les avant de fermer la page.',
  'keptAside.overCapacity':
    'Plus de {capacity} scénarios sont mis de côté, le maximum que cette liste doit contenir. Aucun n’est retiré sans vous : téléchargez puis oubliez ceux dont vous n’avez plus besoin, en commençant par le plus ancien, « {name} », mis de côté {date}.',
  'keptAside.overCapacity.undated':
    'Plus de {capacity} scénarios sont mis de côté, le maximum que cette liste doit contenir. Aucun n’est retiré sans vous : téléchargez puis oubliez ceux dont vous n’avez plus besoin, en commençant par le plus ancien, « {name} ».',
  'keptAside.dropped': {
    one: '{count} scénario mis de côté n’a pas pu être lu (il vient peut-être d’une version plus récente de cet outil) : il n’est pas affiché. Les données stockées sont conservées dans ce navigateur sous « {key} ».',
    many: '{count} scénarios mis de côté n’ont pas pu être lus (ils viennent peut-être d’une version plus récente de cet outil) : ils ne sont pas affichés. Les données stockées sont conservées dans ce navigateur sous « {key} ».',
    other:
      '{count} scénarios mis de côté n’ont pas pu être lus (ils viennent peut-être d’une version plus récente de cet outil) : ils ne sont pas affichés. Les données stockées sont conservées dans ce navigateur sous « {key} ».',
  },
  'keptAside.unreadable':
    'La liste des scénarios mis de côté n’a pas pu être lue : rien n’en est affiché. Rien n’a été supprimé : les données stockées sont conservées dans ce navigateur sous « {key} ».',
  'keptAside.notKept':
    'Certains scénarios mis de côté n’ont pu être ni lus ni copiés de côté : {reason}. Rien n’est écrit par-dessus tant que ce n’est pas possible.',
  'keptAside.untitled': 'Scénario sans titre',
  'keptAside.workloads': {
    one: '{count} charge de travail : {names}',
    many: '{count} charges de travail : {names}',
    other: '{count} charges de travail : {names}',
  },
  'keptAside.noWorkloads': 'Aucune charge de travail',
  'keptAside.reason.link': 'Remplacé par un lien de partage',
  'keptAside.reason.otherTab': 'Remplacé par la version d’un autre onglet',
  'keptAside.reason.restore': 'Remplacé lors du rétablissement d’un autre',
  'keptAside.reason.preset': 'Remplacé par un préréglage',
  'keptAside.reason.import': 'Remplacé par un scénario importé',
  'keptAside.reason.metrics': 'Remplacé par un redimensionnement d’après les métriques mesurées',
  'keptAside.reason.library': 'Remplacé par un scénario enregistré que vous avez ouvert',
  'keptAside.reason.undo': 'Remplacé quand vous avez annulé ou rétabli l’étape qui l’avait ouvert',
  'keptAside.reason.reload':
    'Resté dans l’adresse de cet onglet quand un rechargement a ouvert la version enregistrée plus récente',
  'keptAside.keptAt': 'Mis de côté le {date}',
  'keptAside.restore': 'Rétablir',
  'keptAside.restore.label': 'Rétablir {name}',
  'keptAside.download': 'Télécharger',
  'keptAside.download.label': 'Télécharger {name}',
  'keptAside.forget': 'Oublier',
  'keptAside.forget.label': 'Oublier {name}',
  // library
  'issue.tooBig': 'doit valoir au plus {maximum}',
  'issue.tooBigItems': {
    one: 'peut contenir au plus {count} élément',
    many: 'peut contenir au plus {count} éléments',
    other: 'peut contenir au plus {count} éléments',
  },
  'issue.tooSmall': 'doit valoir au moins {minimum}',
  'issue.tooSmallExclusive': 'doit être supérieur à {minimum}',
  'issue.zeroOrAtLeast': 'doit valoir 0 ou au moins {minimum}',
  'issue.priceNeeded':
    'est nécessaire : ces prix sont dans une autre devise ou viennent d’une liste de prix, et les valeurs par défaut du catalogue sont en dollars US',
  'issue.writtenLike': 'doit s’écrire comme {example}',
  'issue.hoursInDay': {
    one: 'doit compter {count} heure, un niveau pour chacune',
    many: 'doit compter {count} heures, un niveau pour chacune',
    other: 'doit compter {count} heures, un niveau pour chacune',
  },
  'issue.wholeNumber': 'doit être un nombre entier',
  'issue.type.number': 'doit être un nombre',
  'issue.type.text': 'doit être du texte',
  'issue.type.list': 'doit être une liste',
  'issue.type.object': 'doit être un objet',
  'issue.type.other': 'n’a pas le bon type',
  'issue.notOneOf': 'doit être l’une des valeurs : {values}',
  'issue.unknownFields': {
    one: 'champ inconnu : {keys}',
    many: 'champs inconnus : {keys}',
    other: 'champs inconnus : {keys}',
  },
  'issue.unknownFieldsMore': {
    one: 'champs inconnus : {keys} et {count} autre',
    many: 'champs inconnus : {keys} et {count} autres',
    other: 'champs inconnus : {keys} et {count} autres',
  },
  'issue.fieldName': '« {name} »',
  'issue.fieldNames.separator': ', ',
  'issue.notForService.webPubSub':
    'n’a pas sa place dans un scénario Azure Web PubSub : son guide mesure l’écho par l’upstream, les groupes, l’envoi à l’utilisateur et la diffusion par le biais de l’API REST, en WebSocket, sans serveur de hub',
  'issue.notForService.signalr':
    'est une édition du guide d’Azure Web PubSub, pas de celui d’Azure SignalR Service',
  'issue.invalid': 'n’est pas valide',
  'library.heading': 'Scénarios enregistrés',
  'library.intro':
    'Conservez des versions nommées de votre scénario dans ce navigateur, rouvrez-les ou comparez-en deux.',
  'library.unavailable':
    'Ce navigateur ne permet pas à la page de stocker quoi que ce soit (navigation privée ou cadre isolé) ; l’enregistrement est donc désactivé.',
  'library.unreadable':
    'Les scénarios enregistrés n’ont pas pu être lus. Rien n’a été supprimé : les données stockées sont conservées dans ce navigateur sous « {key} ».',
  'library.notKept':
    'Certains scénarios enregistrés n’ont pu être ni lus ni copiés de côté : {reason}. Rien n’est enregistré par-dessus tant que ce n’est pas possible.',
  'backup.failure.noRoom': 'le stockage de ce navigateur est plein',
  'backup.failure.refused': 'ce navigateur a refusé la copie ({reason})',
  'backup.failure.slotsFull':
    'ce navigateur conserve déjà {count} copies illisibles antérieures sous « {key} » à « {key}:{count} », le maximum que la page garde',
  'library.readFailed':
    'Les scénarios enregistrés n’ont pas pu être lus : le navigateur a refusé l’accès à son stockage. Rien n’est enregistré par-dessus.',
  'library.dropped': {
    one: '{count} scénario enregistré n’a pas pu être lu et est masqué. Les données stockées sont conservées dans ce navigateur sous « {key} ».',
    many: '{count} scénarios enregistrés n’ont pas pu être lus et sont masqués. Les données stockées sont conservées dans ce navigateur sous « {key} ».',
    other:
      '{count} scénarios enregistrés n’ont pas pu être lus et sont masqués. Les données stockées sont conservées dans ce navigateur sous « {key} ».',
  },
  'library.save.name': 'Enregistrer le scénario actuel sous…',
  'library.save.button': 'Enregistrer',
  'library.save.saved': '« {name} » enregistré.',
  'library.save.replaced': '« {name} » remplacé par le scénario actuel.',
  'library.confirm.message':
    'Un scénario nommé « {name} » est déjà enregistré (le {date}). Le remplacer par le scénario actuel ?',
  'library.confirm.replace': 'Remplacer',
  'library.cancel': 'Annuler',
  'library.error.emptyName': 'Donnez un nom au scénario.',
  'library.error.full':
    'La bibliothèque est pleine : elle conserve au plus {count} scénarios. Supprimez-en un pour en enregistrer un autre.',
  'library.error.quota':
    'L’espace de stockage du navigateur est plein ; rien n’a été enregistré. Supprimez des scénarios enregistrés pour faire de la place.',
  'library.error.quotaOutside':
    'Le stockage du navigateur est plein : rien n’a été enregistré. Il n’y a aucun scénario enregistré à supprimer : d’autres données de ce site occupent la place. Téléchargez le scénario pour le garder.',
  'library.download': 'Télécharger le scénario',
  'library.error.writeFailed': 'Le navigateur a refusé de stocker le scénario.',
  'library.error.refused':
    'Le navigateur a refusé d’enregistrer le scénario ({reason}). Rien n’est perdu : votre travail reste à l’écran, et vous pouvez le télécharger.',
  'library.error.deleteQuota':
    'Le stockage du navigateur est plein et a refusé même cette modification : « {name} » n’a pas été supprimé, il reste enregistré. Rien n’est perdu.',
  'library.error.renameQuota':
    'Le stockage du navigateur est plein : « {name} » n’a pas été renommé et garde son nom. Rien n’est perdu. Supprimez les scénarios enregistrés dont vous n’avez plus besoin pour faire de la place.',
  'library.error.deleteRefused':
    'Le navigateur a refusé de supprimer « {name} » ({reason}) : il reste enregistré. Rien n’est perdu.',
  'library.error.renameRefused':
    'Le navigateur a refusé de renommer « {name} » ({reason}) : il garde son nom. Rien n’est perdu.',
  'library.error.past':
    'Auparavant : {error} Le navigateur a depuis enregistré vos modifications : réessayez.',
  'library.error.backupFailed':
    'L’enregistrement est suspendu : les scénarios enregistrés illisibles n’ont pas pu être mis de côté, et enregistrer maintenant les écraserait.',
  'library.error.readFailed':
    'L’enregistrement est désactivé : le navigateur a refusé de lire les scénarios enregistrés, et enregistrer maintenant pourrait les écraser.',
  'library.error.nameTaken': 'Un autre scénario enregistré s’appelle déjà « {name} ».',
  'library.error.notFound':
    'Ce scénario n’est plus enregistré (un autre onglet l’a peut-être supprimé).',
  'library.empty': 'Aucun scénario enregistré pour l’instant.',
  'library.item.savedAt': 'Enregistré le {date}',
  'library.item.tier': 'Recommandé : {tier}',
  'library.item.noFit': 'Aucun niveau ne convient',
  'library.open': 'Ouvrir',
  'library.open.label': 'Ouvrir {name}',
  'library.rename': 'Renommer',
  'library.rename.label': 'Renommer {name}',
  'library.delete': 'Supprimer',
  'library.delete.label': 'Supprimer {name}',
  'library.compare': 'Comparer',
  'library.compare.label': 'Comparer {name}',
  'library.rename.field': 'Nouveau nom',
  'library.rename.save': 'Enregistrer le nom',
  'library.renamed': '« {from} » renommé en « {to} ».',
  'library.deleted': '« {name} » supprimé.',
  'library.undo': 'Annuler',
  'library.undo.label': 'Annuler la suppression de {name}',
  'library.restored': '« {name} » restauré.',
  'library.opened': '« {name} » ouvert.',
  'library.opened.autoSaved':
    '« {name} » ouvert. Votre scénario précédent n’était enregistré nulle part ; il a donc été enregistré sous « {saved} ».',
  'library.open.blocked':
    '« {name} » n’a pas été ouvert : votre scénario actuel n’est enregistré nulle part et n’a pas pu être conservé. {reason}',
  'library.autoSaveName': 'Travail non enregistré du {date}',
  'library.numberedName': '{name} ({count})',
  'library.compare.heading': 'Comparer deux scénarios',
  'library.compare.a': 'Scénario A',
  'library.compare.b': 'Scénario B',
  'library.compare.working': 'Scénario en cours',
  'library.compare.close': 'Fermer la comparaison',
  'library.compare.caption': '{a} (A) comparé à {b} (B)',
  'library.compare.measure': 'Mesure',
  'library.compare.columnA': 'A : {name}',
  'library.compare.columnB': 'B : {name}',
  'library.compare.difference': 'Écart (B − A)',
  'library.compare.row.connections': 'Connexions',
  'library.compare.row.inboundMessages': 'Messages entrants',
  'library.compare.row.outboundMessages': 'Messages sortants',
  'library.compare.row.inboundBandwidth': 'Bande passante entrante',
  'library.compare.row.outboundBandwidth': 'Bande passante sortante',
  'library.compare.row.billedMessages': 'Messages facturés par jour',
  'library.compare.row.tier': 'Niveau recommandé',
  'library.compare.row.monthlyCost': 'Coût mensuel',
  'library.compare.row.appServers': 'Serveurs d’applications',
  'library.compare.row.utilization': '{limit} : part de la limite utilisée',
  'library.compare.utilizationHint':
    'Chaque limite est la part utilisée au niveau recommandé propre à ce scénario ; 100 % est le maximum du guide.',
  'library.compare.higher': '+{value} (plus élevé)',
  'library.compare.lower': '−{value} (plus faible)',
  'library.compare.same': 'Identique',
  'library.compare.tierSame': 'Même niveau',
  'library.compare.tierDifferent': 'Niveau différent',
  'library.compare.noTier': 'Aucun niveau ne convient',
  'library.compare.none': '—',
  'library.compare.none.label': 'Aucun : aucun niveau ne convient',
  'library.compare.notComparable': 'Comparaison impossible',
  'library.compare.points': {
    one: '{count} point de pourcentage',
    many: '{count} points de pourcentage',
    other: '{count} points de pourcentage',
  },

  // notices
  'notices.label': 'Notifications',
  'notices.dismiss': 'Fermer',
  'notices.badLink.title': 'Ce lien n’a pas pu être ouvert',
  'notices.badLink.corrupt':
    'Le lien est endommagé ou tronqué (certaines applications de messagerie coupent les liens longs). Copiez-le à nouveau depuis l’endroit où il a été partagé.',
  'notices.badLink.tooLong':
    'Le lien est bien plus long que ce dont un scénario a besoin ; il n’a donc pas été ouvert.',
  'notices.badLink.codecUnavailable':
    'La page n’a pas pu charger la partie de son code qui lit les liens (la connexion a peut-être été coupée). Rechargez la page pour réessayer.',
  'notices.badLink.newerVersion':
    'Le lien a été créé par une version plus récente de cet outil (format de lien {version}). Ouvrez-le avec la même version, ou demandez un nouveau lien.',
  'notices.badLink.invalid':
    'Le lien contient des valeurs que le format de scénario n’autorise pas ; il n’a donc pas été ouvert :',
  'notices.badLink.moreIssues': {
    one: '…et {count} autre problème.',
    many: '…et {count} autres problèmes.',
    other: '…et {count} autres problèmes.',
  },
  'notices.badLink.ownKept': 'Votre propre scénario est affiché, inchangé.',
  'notices.openedLink.title': 'Scénario partagé ouvert',
  'notices.openedLink.body':
    'Votre propre scénario a été conservé. Vous pouvez y revenir à tout moment.',
  'notices.openedLink.inPageOnly':
    'Le stockage de ce navigateur n’avait pas la place de mettre votre propre scénario de côté : il est conservé sur cette page, et la page n’enregistre rien par-dessus ce que le stockage en détient. Rétablissez-le ou téléchargez-le avant de fermer la page.',
  'notices.openedLink.inPageRefused':
    'Ce navigateur a refusé de mettre votre propre scénario de côté ({reason}) : il est conservé sur cette page, et la page n’enregistre rien par-dessus ce que le stockage en détient. Rien n’est perdu : rétablissez-le ou téléchargez-le avant de fermer la page.',
  'notices.openedLink.blocked':
    'Ce navigateur ne laisse la page rien enregistrer : votre propre scénario est donc conservé sur cette page seulement. Restaurez-le, ou téléchargez-le, avant de fermer la page.',
  'notices.openedLink.restore': 'Rétablir mon scénario',
  'notices.openedLink.download': 'Télécharger mon scénario',
  'notices.storageUnreadable.title': 'Votre scénario enregistré n’a pas pu être lu',
  'notices.storageUnreadable.newerVersion':
    'Il a été enregistré par une version plus récente de cette page (format {version}), que celle-ci ne sait pas lire.',
  'notices.storageUnreadable.body':
    'L’exemple est affiché à la place. La copie illisible est conservée dans ce navigateur sous « {key} ».',
  'notices.storageUnreadable.notKept':
    'L’exemple est affiché à la place. Il n’y avait pas de place pour mettre de côté une copie des données illisibles : elles restent où elles étaient et la page n’enregistre pas par-dessus ; vos modifications ici ne sont donc pas enregistrées. Téléchargez ces données pour les conserver, puis laissez la page enregistrer.',
  'notices.storageUnreadable.refused':
    'L’exemple est affiché à la place. Ce navigateur a refusé de mettre de côté une copie des données illisibles ({reason}) : elles restent où elles étaient et la page n’enregistre pas par-dessus ; vos modifications ici ne sont donc pas enregistrées. Téléchargez ces données pour les conserver, puis laissez la page enregistrer.',
  'notices.storageUnreadable.slotsFull':
    'L’exemple est affiché à la place. Ce navigateur conserve déjà {count} copies illisibles antérieures (« {key} » et « {key}:2 » à « {key}:{count} »), le maximum que la page garde : ces données restent donc où elles étaient et la page n’enregistre pas par-dessus ; vos modifications ici ne sont pas enregistrées. Téléchargez ces données pour les conserver, ou supprimez une copie antérieure, puis laissez la page enregistrer.',
  'notices.storageUnreadable.download': 'Télécharger les données illisibles',
  'notices.storageUnreadable.overwrite': 'Enregistrer mon travail par-dessus',
  'notices.storageReadFailed.title': 'Ce navigateur a refusé de lire votre travail enregistré',
  'notices.storageReadFailed.body':
    'L’exemple est affiché à la place, et rien n’est enregistré par-dessus ce que conserve le navigateur : vos modifications sur cette page ne sont pas enregistrées. Téléchargez le scénario pour les conserver.',
  'notices.saveFailed.title': 'Vos modifications ne sont pas enregistrées',
  'notices.saveFailed.body':
    'Le stockage de ce navigateur est plein. Votre travail reste en sécurité sur cette page tant qu’elle est ouverte : téléchargez le scénario pour le conserver, ou supprimez des scénarios enregistrés dont vous n’avez plus besoin pour faire de la place.',
  'notices.saveRefused.body':
    'Ce navigateur a refusé d’enregistrer vos modifications ({reason}). Rien n’est perdu : votre travail reste sur cette page tant qu’elle est ouverte, et la page réessaie à chaque modification. Téléchargez le scénario pour le conserver dans un fichier.',
  'notices.keepFailed.title': 'Vos modifications ne sont pas enregistrées',
  'notices.keepFailed.body':
    'Le stockage de ce navigateur est plein : le scénario remplacé n’a pu être mis de côté que sur cette page. La page n’enregistre rien par-dessus ce que le stockage en détient, donc ce que vous faites maintenant n’est conservé que sur cette page : téléchargez le scénario pour le garder, ou supprimez des scénarios enregistrés dont vous n’avez plus besoin. L’enregistrement reprend dès que le scénario remplacé est mis de côté, ou de nouveau à l’écran.',
  'notices.keepRefused.body':
    'Ce navigateur a refusé de mettre de côté le scénario remplacé ({reason}) : il n’est conservé que sur cette page. Rien n’est perdu : la page n’enregistre rien par-dessus ce que le stockage en détient, donc ce que vous faites maintenant reste sur cette page tant qu’elle est ouverte ; téléchargez le scénario pour le garder. L’enregistrement reprend dès que le scénario remplacé est mis de côté (la page réessaie à chaque modification), ou de nouveau à l’écran.',
  'notices.download': 'Télécharger le scénario',
  'notices.otherTab.title': 'Un autre onglet a modifié ce scénario',
  'notices.otherTab.body':
    'Ce scénario est aussi ouvert dans un autre onglet, qui a enregistré une version différente. Vos modifications ici ne sont pas enregistrées tant que vous n’avez pas choisi ; la version que vous ne choisissez pas est mise de côté, pas perdue.',
  'notices.otherTab.unreadable':
    'Ce scénario est aussi ouvert dans un autre onglet, qui a enregistré une version que cette page ne sait pas lire (peut-être d’une version plus récente de l’outil). Vos modifications ici ne sont pas enregistrées tant que vous ne gardez pas la vôtre ; l’autre version est alors mise de côté telle quelle.',
  'notices.otherTab.load': 'Charger la version de l’autre onglet',
  'notices.otherTab.keep': 'Garder la mienne',
  'notices.storageUnavailable.title':
    'Ce navigateur ne permet pas à la page d’enregistrer votre travail',
  'notices.storageUnavailable.body':
    'La navigation privée ou un cadre intégré bloque le stockage. Tout fonctionne quand même ; conservez votre scénario grâce au lien de partage ou à un export.',

  // presets
  'presets.heading': 'Préréglages',
  'presets.intro':
    'Partez d’un scénario connu, puis ajustez-le. Charger un préréglage remplace vos charges de travail.',
  'presets.group.benchmarks': 'Les tests de performances du guide',
  'presets.group.benchmarks.hint':
    'Dimensionnés d’après le guide de 2019 avec un seuil cible de 100 %, pour que chacun tombe sur l’unité mesurée par le guide.',
  'presets.group.examples': 'Les exemples chiffrés du guide',
  'presets.group.examples.hint':
    'Le guide de 2019, seuil cible de 100 % : les deux tombent sur l’unité 100.',
  'presets.group.webPubSubBenchmarks': 'Bancs d’essai d’Azure Web PubSub',
  'presets.group.webPubSubBenchmarks.hint':
    'Les cinq tableaux de son guide à l’unité 10, édition actuelle, seuil cible de 100 % : chacun tombe sur l’unité 10.',
  'presets.group.mixes': 'Combinaisons réalistes',
  'presets.group.mixes.hint': 'Le guide actuel, avec le seuil cible de 70 %.',
  'presets.applied': 'Préréglage « {name} » chargé.',
  'presets.mismatch.title': 'Le préréglage « {name} » utilise d’autres paramètres que les vôtres',
  'presets.mismatch.body':
    'Paramètres du préréglage : {presetEdition}, seuil cible de {presetTarget}. Les vôtres : {yourEdition}, seuil cible de {yourTarget}. Vos prix, votre framework du serveur d’applications, vos hubs, connexions serveur par hub et lecture du guide restent inchangés dans les deux cas.',
  'presets.mismatch.takePreset': 'Charger avec ses paramètres ({edition}, {target})',
  'presets.mismatch.keepMine': 'Charger avec mes paramètres ({edition}, {target})',
  'presets.mismatch.connections': 'Connexions, ce préréglage : {preset}. Les vôtres : {yours}.',
  'presets.connections.counted':
    'jusqu’à {target} du quota de connexions, connexions serveur comptées',
  'presets.connections.notCounted':
    'jusqu’à {target} du quota de connexions, connexions serveur non comptées (comme dans les bancs d’essai du guide)',
  'presets.mismatch.cancel': 'Annuler',
  'presets.benchmarkEcho.title': 'Écho à l’unité 10',
  'presets.benchmarkEcho.description':
    '10 000 connexions, chacune envoyant chaque seconde 2 ko qui lui reviennent.',
  'presets.benchmarkBroadcast.title': 'Diffusion à l’unité 100',
  'presets.benchmarkBroadcast.description':
    '2 messages de 2 ko par seconde, chacun remis aux 100 000 connexions.',
  'presets.benchmarkSmallGroups.title': 'Petits groupes à l’unité 20',
  'presets.benchmarkSmallGroups.description':
    '20 000 connexions qui envoient 4 000 messages par seconde à des groupes de 10.',
  'presets.benchmarkConnection.title': 'Envoi à la connexion à l’unité 10',
  'presets.benchmarkConnection.description':
    '10 000 connexions, 8 000 messages par seconde, chacun vers une autre connexion.',
  'presets.benchmarkRestUser.title': 'Envoi à l’utilisateur (REST) à l’unité 10',
  'presets.benchmarkRestUser.description':
    '1 300 appels REST par seconde, chacun remis à l’un des 10 000 utilisateurs connectés.',
  'presets.exampleBroadcast20KB.title': 'Diffusion de 20 ko toutes les 5 s',
  'presets.exampleBroadcast20KB.description':
    'Un message de 20 ko toutes les 5 secondes vers 100 000 connexions.',
  'presets.exampleBroadcast256KB.title': 'Diffusion de 256 ko toutes les 5 s',
  'presets.exampleBroadcast256KB.description':
    'Un message de 256 ko toutes les 5 secondes vers 7 812 connexions (le guide arrondit à 8 000).',
  'presets.webPubSubEcho.title': 'Web PubSub : écho par l’amont à l’unité 10',
  'presets.webPubSubEcho.description':
    '10 000 connexions, 5 000 événements clients de 2 Ko par seconde, chacun répondu par l’amont (gestionnaire d’événements).',
  'presets.webPubSubBigGroup.title': 'Web PubSub : grand groupe à l’unité 10',
  'presets.webPubSubBigGroup.description':
    '30 messages de 2 Ko par seconde dans 10 groupes de 1 000 membres : 30 000 remises par seconde.',
  'presets.webPubSubSmallGroups.title': 'Web PubSub : petits groupes à l’unité 10',
  'presets.webPubSubSmallGroups.description':
    '10 000 connexions publient 2 000 messages par seconde dans des groupes de 10 via le sous-protocole.',
  'presets.webPubSubRestUser.title': 'Web PubSub : envoi REST à l’utilisateur à l’unité 10',
  'presets.webPubSubRestUser.description':
    '1 800 appels REST par seconde, chacun remis à l’un des 10 000 utilisateurs connectés.',
  'presets.webPubSubRestBroadcast.title': 'Web PubSub : diffusion REST à l’unité 10',
  'presets.webPubSubRestBroadcast.description':
    '3 diffusions REST de 2 Ko par seconde, chacune vers les 10 000 connexions.',
  'presets.teamChat.title': 'Conversation d’équipe avec salons',
  'presets.teamChat.description':
    'Des messages vers des salons de 10 personnes, plus un tableau de bord en direct diffusé sur 2 000 écrans.',
  'presets.liveDashboard.title': 'Tableau de bord en direct',
  'presets.liveDashboard.description':
    'Un serveur envoie une mise à jour de 2 ko toutes les 2 secondes à 2 000 tableaux de bord ouverts.',
  'presets.stockTicker.title': 'Cours de bourse en direct',
  'presets.stockTicker.description':
    'De petites variations de cours, deux fois par seconde, diffusées à 5 000 traders.',
  'presets.restNotifications.title': 'Notifications par l’API REST',
  'presets.restNotifications.description':
    'Un back-end serverless envoie des notifications personnelles aux utilisateurs et, de temps en temps, une annonce à tous.',
  'presets.multiplayerLobby.title': 'Salon multijoueur',
  'presets.multiplayerLobby.description':
    'La conversation du salon par groupes de 8, plus les coups des joueurs envoyés à un adversaire cinq fois par seconde.',
  'presets.webPubSubChat.title': 'Conversation par groupes de 10 sur Web PubSub',
  'presets.webPubSubChat.description':
    'Des clients WebSocket simples publient dans leur salon de 10 via le sous-protocole, sans serveur : 10 000 personnes, un message chacune toutes les 25 secondes.',
  'presets.webPubSubLiveScores.title': 'Scores en direct sur Web PubSub',
  'presets.webPubSubLiveScores.description':
    'Un serveur de match publie chaque mise à jour du score par l’API REST toutes les 5 secondes vers les pages de 50 000 supporters.',

  // settings
  'settings.heading': 'Paramètres',
  'settings.service': 'Service',
  'settings.service.signalr.hint':
    'Les clients parlent le protocole SignalR ; vos serveurs d’applications (serveurs hub) gardent des connexions serveur au service.',
  'settings.service.webPubSub.hint':
    'Les clients parlent WebSocket simple ou le sous-protocole Web PubSub ; les événements clients vont à votre amont (gestionnaire d’événements), pas à des serveurs hub.',
  'settings.service.blocked':
    'Le guide de {service} n’a pas de tableau pour {patterns}, le « Cas d’usage » de {names} : choisissez d’abord {allowed} à cet endroit.',
  'settings.edition': 'Édition du guide',
  'settings.edition.current.hint':
    'Jusqu’à 1 000 unités avec Premium_P2 (traduction japonaise du guide).',
  'settings.edition.2019.hint':
    'Unités 1 à 100 (traductions polonaise, allemande, française et coréenne).',
  'settings.edition.webPubSub.current.hint':
    'Unités jusqu’à 1 000 avec Premium_P2 (la page que Microsoft publie aujourd’hui).',
  'settings.edition.webPubSub.2021.hint': 'Unités 1 à 100 (le guide tel que publié en 2021).',
  'settings.target': 'Seuil cible',
  'settings.target.hint':
    'Part maximale d’une limite de débit que le niveau recommandé peut utiliser. Le guide conseille de maintenir la « Charge du serveur » (Server Load) sous 70 %.',
  'settings.unit.percent': '%',
  'settings.connectionTarget': 'Seuil cible des connexions',
  'settings.connectionTarget.hint':
    'Part maximale du quota de connexions (clients et connexions serveur) que le niveau recommandé peut utiliser. L’exemple de mise à l’échelle automatique de l’éditeur ajoute des unités au-delà de {scaleOut} : de la marge pour une vague de reconnexions ou une heure de pointe.',
  'settings.reading': 'Lecture du guide',
  'settings.reading.hint':
    'La lecture qui détermine la réponse là où le guide est muet (tailles de groupe entre celles qu’il a mesurées, unités entre ses colonnes). La page affiche la fourchette dans tous les cas.',
  'settings.reading.optimistic': 'La plus favorable',
  'settings.reading.optimistic.hint':
    'Groupes de 2 à 9 membres au meilleur de l’envoi à la connexion et des petits groupes.',
  'settings.reading.interpolated': 'Interpolée (par défaut)',
  'settings.reading.interpolated.hint':
    'Linéaire entre les colonnes, groupes interpolés sur une échelle logarithmique : la méthode du guide lui-même, où chaque test retombe sur son unité.',
  'settings.reading.conservative': 'La moins favorable',
  'settings.reading.conservative.hint':
    'Uniquement la capacité imprimée au nombre d’unités du niveau ou en dessous ; les groupes plus grands sont limités par leurs remises.',
  'settings.serverConnections': 'Serveurs d’applications et hubs',
  'settings.hubs': 'Nombre de hubs',
  'settings.hubs.hint':
    'Chaque serveur d’applications ouvre ses connexions serveur une fois par hub.',
  'settings.unit.hubs': 'hubs',
  'settings.unit.connections': 'connexions',
  'settings.perHub': 'Connexions serveur par hub',
  'settings.perHub.advice':
    'Le conseil du guide pour cette combinaison : {advice} (15 comme dans ses tests, 40 avec une diffusion ou de grands groupes). Le SDK en ouvre 5 sauf configuration contraire.',
  'settings.perHub.chosen':
    'Votre propre valeur ; le conseil du guide pour cette combinaison est {advice}.',
  'settings.perHub.reset': 'Utiliser le conseil du guide ({advice})',
  'settings.countServerConnections': 'Compter les connexions serveur dans le quota de connexions',
  'settings.countServerConnections.on':
    'Comme le fait le service (Azure/azure-signalr issue 254) : 1 000 clients sur un seul hub nécessitent 2 unités.',
  'settings.countServerConnections.off':
    'Comme dans les tests du guide : reproduit ses tableaux, mais le service les compte.',
  'settings.framework': 'Framework du serveur d’applications',
  'settings.framework.hint':
    'Les tableaux de serveurs d’applications à lire. Le guide de 2019 a des tableaux ASP.NET SignalR pour l’écho, la diffusion et les petits groupes ; les autres cas d’usage utilisent ceux d’ASP.NET Core.',
  'settings.framework.aspnetcore': 'ASP.NET Core',
  'settings.framework.aspnet': 'ASP.NET SignalR',

  // share
  'share.heading': 'Partager',
  'share.intro':
    'Le lien contient tout le scénario dans son fragment (après #), que les navigateurs n’envoient jamais à un serveur.',
  'share.link': 'Lien vers ce scénario',
  'share.length': {
    one: '{count} caractère',
    many: '{count} caractères',
    other: '{count} caractères',
  },
  'share.tooLong':
    'Plus de 2 000 caractères : Teams et Outlook risquent de le couper. Raccourcissez les noms des charges de travail, supprimez-en, ou partagez plutôt un export.',
  'share.copy': 'Copier le lien',
  'share.copied': 'Lien copié.',
  'share.copyFailed':
    'La copie a été bloquée : le lien est sélectionné, appuyez sur Ctrl+C (⌘C sur Mac).',

  // summaryBar
  'summaryBar.label': 'Réponse actuelle',
  'summaryBar.cost': '{cost}/mois',
  'summaryBar.show': 'Voir les résultats',

  // recommendation
  'recommendation.heading': 'Recommandation',
  'recommendation.headline.empty': 'Aucune charge de travail pour l’instant',
  'recommendation.headline.noFit': 'Aucun niveau ne convient à ce scénario',
  'recommendation.empty':
    'Ajoutez une charge de travail pour voir le niveau, les serveurs d’applications et le coût mensuel nécessaires.',
  'recommendation.tier': 'Niveau de service',
  'recommendation.deployment.instances': {
    one: '{count} instance de {tier}',
    many: '{count} instances de {tier}',
    other: '{count} instances de {tier}',
  },
  'recommendation.deployment.regions': '{deployment} dans chacune des {count} régions',
  'recommendation.deployment.regionsSplit': {
    one: '{deployment} dans la région principale, {units} unités dans son réplica',
    many: '{deployment} dans la région principale, {units} unités dans ses {count} réplicas',
    other: '{deployment} dans la région principale, {units} unités dans ses {count} réplicas',
  },
  'recommendation.deployment.autoscale':
    '{deployment}, mise à l’échelle automatique de {minimum} à {maximum} unités',
  'recommendation.why.replicasNeedPremium':
    'Premium, car les géo-réplicas n’existent qu’en Premium : dans une seule région, {cheapest} suffirait.',
  'recommendation.why.replicasNeedPremium.alone':
    'Premium, car les géo-réplicas n’existent qu’en Premium.',
  'recommendation.why.autoscale':
    'Mise à l’échelle automatique, car le profil de charge de votre journée compte des heures plus calmes que le pic : les unités suivent la charge, et vous payez les unités de chaque heure.',
  'recommendation.why.autoscaleCheaper':
    'Premium avec mise à l’échelle automatique, car le profil de charge de votre journée compte des heures plus calmes que le pic : les unités suivent la charge, ce qui coûte moins que {cheapest} au pic toute la journée.',
  'recommendation.why.fixedRuleNeverScales':
    'Unités fixes, bien que votre journée ait des heures plus calmes : à son seuil d’augmentation, la règle de mise à l’échelle automatique garderait {units} unités à chaque heure ({cost}/mois), une règle qui ne change jamais d’échelle. Fixe à vos cibles, cela coûte moins.',
  'recommendation.why.fixedCheaperThanAutoscale':
    'Unités fixes, bien que votre journée ait des heures plus calmes : une mise à l’échelle automatique de {minimum} à {maximum} unités au seuil de la règle coûterait {cost}/mois, plus que les unités dont vos cibles ont besoin toute la journée.',
  'recommendation.why.severalInstances': {
    one: '{count} instance, car aucune instance seule ne porte cette charge : les clients sont répartis entre elles, et chacune reçoit tous les messages sauf les échos.',
    many: '{count} instances, car aucune instance seule ne porte cette charge : les clients sont répartis entre elles, et chacune reçoit tous les messages sauf les échos.',
    other:
      '{count} instances, car aucune instance seule ne porte cette charge : les clients sont répartis entre elles, et chacune reçoit tous les messages sauf les échos.',
  },
  'recommendation.why.severalInstancesCheaper': {
    one: '{count} instance, car elle coûte moins qu’une instance plus grande : les clients sont répartis entre elles, et chacune reçoit tous les messages sauf les échos.',
    many: '{count} instances, car elles coûtent moins qu’une seule instance plus grande : les clients sont répartis entre elles, et chacune reçoit tous les messages sauf les échos.',
    other:
      '{count} instances, car elles coûtent moins qu’une seule instance plus grande : les clients sont répartis entre elles, et chacune reçoit tous les messages sauf les échos.',
  },
  'recommendation.alternative.severalInstances':
    'Moins cher : {deployment} à {cost}/mois, soit {saving} de moins. Il faut alors répartir vos clients entre les instances et que chaque serveur d’applications se connecte à chaque instance.',
  'recommendation.autoscale': 'Mise à l’échelle automatique',
  'recommendation.autoscale.rule':
    'Monte au-dessus de {out} du quota de connexions et descend en dessous de {in}, au plus un palier toutes les {coolDown}, entre {minimum} et {maximum} unités.',
  'recommendation.autoscale.eachRegion':
    'Chaque région a sa propre règle, dimensionnée pour sa propre charge.',
  'recommendation.autoscale.aboveTarget.connections':
    'La règle augmente l’échelle au-delà de {out} du quota de connexions, au-dessus de votre cible de connexions de {target} : à l’heure de pointe, {tier} tourne à {peak}.',
  'recommendation.autoscale.aboveTarget.throughput':
    'La règle augmente l’échelle au-delà de {out}, au-dessus de votre cible de débit de {target} : à l’heure de pointe, {tier} tourne à {peak} sur sa limite de débit la plus chargée.',
  'recommendation.autoscale.atTarget': 'Augmenter l’échelle à {target}',
  'recommendation.range.end': '{tier} ({cost}/mois)',
  'recommendation.regions.allTraffic': {
    one: '{regions} régions (la principale et {count} réplica), chacune sur {tier}, dimensionnées pour tout le trafic afin que l’une puisse prendre le relais : {each}/mois chacune, {total}/mois au total.',
    many: '{regions} régions (la principale et {count} réplicas), chacune sur {tier}, dimensionnées pour tout le trafic afin que l’une puisse prendre le relais : {each}/mois chacune, {total}/mois au total.',
    other:
      '{regions} régions (la principale et {count} réplicas), chacune sur {tier}, dimensionnées pour tout le trafic afin que l’une puisse prendre le relais : {each}/mois chacune, {total}/mois au total.',
  },
  'recommendation.regions.split': {
    one: '{regions} régions (la principale et {count} réplica), chacune dimensionnée pour sa part des clients : {total}/mois au total.',
    many: '{regions} régions (la principale et {count} réplicas), chacune dimensionnée pour sa part des clients : {total}/mois au total.',
    other:
      '{regions} régions (la principale et {count} réplicas), chacune dimensionnée pour sa part des clients : {total}/mois au total.',
  },
  'recommendation.regions.billing':
    'Chaque région facture ses propres unités et les messages remis à ses propres clients.',
  'recommendation.cost.profile':
    'Avec le profil de charge de votre journée : les unités suivent heure par heure la règle de mise à l’échelle automatique et les messages suivent le profil. « Jour et année » compare ce coût au pic toute la journée.',
  'recommendation.cost.profileFixed':
    'Avec le profil de charge de votre journée : les unités restent celles du pic et les messages suivent le profil. « Jour et année » compare ce coût à la mise à l’échelle automatique Premium.',
  'recommendation.range': 'Entre {from} et {to}, car {because}.',
  'recommendation.range.noConservative':
    'De {from} à aucun niveau, car {because} : avec la lecture la moins favorable, rien ne convient.',
  'recommendation.range.reason.groupSize':
    'les groupes de {groupSize} se situent entre les tailles de groupe mesurées par le guide ({lower} et {upper} membres)',
  'recommendation.range.reason.bigGroup':
    'les groupes de {groupSize} dépassent le plus grand groupe mesuré par le guide ({measured} membres)',
  'recommendation.range.reason.units':
    'l’unité {units} se situe entre les colonnes {lower} et {upper} du guide',
  'recommendation.range.reason.billedBytes':
    'la page de facturation de Web PubSub compte les octets sortants en messages de 2 Ko, et lue message par message, chaque message compterait pour 2 Ko entiers',
  'recommendation.range.hint':
    'Le guide est muet sur ce point ; le paramètre « Lecture du guide » choisit l’extrémité qui détermine la réponse.',
  'recommendation.chosenForCost':
    'Choisi pour son coût, non pour une limite : ses messages inclus le rendent moins cher que {smallest}, le plus petit niveau qui convient.',
  'recommendation.serverConnections.counted':
    '{total} connexions serveur au total ({hubs}), comptées avec les clients dans le quota de connexions.',
  'recommendation.serverConnections.eachInstance':
    '{total} connexions serveur sur chaque instance ({hubs}) : chaque serveur d’applications se connecte à chaque instance, et chaque instance les compte avec ses clients dans son quota de connexions.',
  'recommendation.serverConnections.notCounted':
    'Les connexions serveur ne sont pas comptées dans le quota de connexions, comme dans les tests du guide ; le service les compte.',
  'recommendation.hubs': {
    one: '{count} hub',
    many: '{count} hubs',
    other: '{count} hubs',
  },
  'recommendation.reconnect': 'Reconnexion de tous les clients',
  'recommendation.reconnect.value': '{seconds} pour {clients} clients à environ {rate} par seconde',
  'recommendation.reconnect.hint':
    'Après un redémarrage, une opération de mise à l’échelle ou une brève coupure réseau, tous les clients se reconnectent en même temps ; les débits viennent des mainteneurs du service (issue 1282). Les clients SignalR réessaient pendant {window} par défaut.',
  'recommendation.tier.edition': 'Dimensionné d’après les tableaux du {edition}.',
  'recommendation.appServers': 'Serveurs d’applications',
  'recommendation.upstream': 'Amont',
  'recommendation.upstream.value':
    'Environ {rate} requêtes par seconde au pic : chaque événement client (écho) est un POST HTTP (CloudEvents) auquel répond votre amont (gestionnaire d’événements).',
  'recommendation.upstream.hint':
    'Chaque requête est facturée comme message sortant en plus de la réponse que reçoit le client ; le guide a supposé un amont qui n’est pas le goulot d’étranglement, en HTTP 1.1.',
  'recommendation.upstream.none':
    'Aucun : aucun événement client ne va à un serveur (les groupes passent par le sous-protocole, les appels REST viennent de votre serveur).',
  'recommendation.appServers.value': {
    one: '{servers}, chacun avec {count} connexion serveur par hub',
    many: '{servers}, chacun avec {count} connexions serveur par hub',
    other: '{servers}, chacun avec {count} connexions serveur par hub',
  },
  'recommendation.appServers.none':
    'Aucun : toutes les charges de travail sont en mode serverless (API REST), donc aucun serveur d’applications ne se connecte au service.',
  'recommendation.appServers.minimum':
    'Au moins deux (selon le guide, deux suffisent pour le contrat SLA), davantage là où les tableaux de serveurs d’applications du guide en demandent plus pour la charge que chaque charge de travail leur impose.',
  'recommendation.appServers.free':
    'Un seul suffit en Free : ce niveau n’a pas de SLA et porte au plus 20 connexions (notre hypothèse).',
  'recommendation.appServers.benchmark':
    'Le SDK ouvre par défaut {default} connexions serveur par hub ; les tests de performances du guide en utilisaient {count} : configurez-en {count} pour obtenir leur débit.',
  'recommendation.appServers.fanOut':
    'Le SDK ouvre par défaut {default} connexions serveur par hub ; le guide en demande {count} quand vous diffusez ou envoyez à de grands groupes (20 membres ou plus), afin que la distribution se répartisse sur assez de connexions.',
  'recommendation.cost': 'Coût mensuel',
  'recommendation.cost.split':
    'Unités : {unitsCost}. Messages au-delà des {included} inclus par jour ({extra} par jour) : {extraCost}.',
  'recommendation.cost.noExtra':
    'Unités : {unitsCost}. Aucun message supplémentaire : les {billed} messages facturés par jour tiennent dans les {included} inclus.',
  'recommendation.cost.crossRegion':
    'Transfert de données entre les régions : {cost} ({gigabytes} par mois à {rate} par Go, tarifs de bande passante d’Azure).',
  'recommendation.cost.free':
    'Le niveau Free ne coûte rien ; ses {quota} messages par jour sont une limite stricte, pas un seuil de facturation.',
  'recommendation.replicas.allTraffic': {
    one: '× {regions} régions (principale + {count} réplica), chacune sur {tier} à {each} par mois, dimensionnées pour tout le trafic : coût mensuel total {cost}.',
    many: '× {regions} régions (principale + {count} réplicas), chacune sur {tier} à {each} par mois, dimensionnées pour tout le trafic : coût mensuel total {cost}.',
    other:
      '× {regions} régions (principale + {count} réplicas), chacune sur {tier} à {each} par mois, dimensionnées pour tout le trafic : coût mensuel total {cost}.',
  },
  'recommendation.replicas.split': {
    one: '× {regions} régions (principale + {count} réplica), chacune dimensionnée pour sa part du trafic : coût mensuel total {cost}.',
    many: '× {regions} régions (principale + {count} réplicas), chacune dimensionnée pour sa part du trafic : coût mensuel total {cost}.',
    other:
      '× {regions} régions (principale + {count} réplicas), chacune dimensionnée pour sa part du trafic : coût mensuel total {cost}.',
  },
  'recommendation.replicas.noFit': {
    one: 'Avec {count} réplica : la part d’une région ne tient dans aucun niveau Premium, donc pas de total.',
    many: 'Avec {count} réplicas : la part d’une région ne tient dans aucun niveau Premium, donc pas de total.',
    other:
      'Avec {count} réplicas : la part d’une région ne tient dans aucun niveau Premium, donc pas de total.',
  },
  'recommendation.replicas.profile':
    'Les messages de chaque région suivent le profil de charge de la journée (voir le plan).',
  'recommendation.binding': 'Limite déterminante',
  'recommendation.binding.hint':
    'La limite la plus proche de son plafond détermine le niveau : le seuil cible des connexions de {connectionTarget}, 100 % des messages par jour, le seuil cible de {target} pour le débit.',
  'recommendation.binding.hintAutoscale':
    'La limite la plus proche de son plafond fixe les unités : à l’heure de pointe, la mise à l’échelle automatique maintient chaque limite au plus à son seuil de montée, {out}.',
  'recommendation.limit.connections':
    'Connexions : {percent} des {capacity} connexions que ce niveau accepte',
  'recommendation.limit.connectionsWithServer':
    'Connexions : {percent} des {capacity} connexions que ce niveau accepte, connexions serveur comprises',
  'recommendation.limit.inboundBandwidth':
    'Bande passante entrante : {percent} des {capacity} de l’unité {units} (bande passante entrante maximale du tableau « écho »)',
  'recommendation.limit.outboundBandwidth':
    'Bande passante sortante : {percent} des {capacity} de l’unité {units} (bande passante sortante maximale du tableau « diffusion »)',
  'recommendation.limit.outboundBandwidth.bigGroup':
    'Bande passante sortante : {percent} des {capacity} de l’unité {units} (le maximum sortant du tableau du grand groupe)',
  'recommendation.limit.routing':
    'Routage : {percent} de ce qu’autorisent les tableaux de routage à l’unité {units} (le débit de messages de chaque charge de travail d’envoi au groupe, d’envoi à la connexion et d’envoi à l’utilisateur par l’API REST, rapporté à son propre tableau, puis additionné)',
  'recommendation.limit.routing.webPubSub':
    'Routage : {percent} de ce que permettent les tableaux de routage à l’unité {units} (le débit de messages de chaque charge de groupe et d’envoi REST à l’utilisateur, en part de son propre tableau, additionnés)',
  'recommendation.limit.dailyMessages':
    'Messages par jour : {percent} du quota de Free, {quota} messages facturés par jour',
  'recommendation.growth': 'Marge de croissance',
  'recommendation.growth.value':
    '×{factor} ({percent} d’audience en plus) avant que {tier} ne convienne plus',
  'recommendation.growth.none':
    'Aucune : la moindre hausse de l’audience demande un niveau supérieur à {tier}.',
  'recommendation.growth.hint':
    'L’audience fait croître les connexions de chaque charge de travail, et ses émetteurs quand ils augmentent avec elle (réglable par charge de travail) ; les connexions serveur restent inchangées.',
  'recommendation.growth.broadcast':
    'Une diffusion dont les émetteurs augmentent avec son audience croît comme le carré : plus d’émetteurs, qui atteignent chacun plus de connexions.',
  'recommendation.noFit.closest': {
    one: 'Même le niveau le plus proche, {tier}, dépasse une limite :',
    many: 'Même le niveau le plus proche, {tier}, dépasse {count} limites :',
    other: 'Même le niveau le plus proche, {tier}, dépasse {count} limites :',
  },
  'recommendation.noFit.ceiling':
    'Un niveau recommandé peut utiliser jusqu’à {target} de chaque limite de débit et {connectionTarget} de ses connexions.',
  'recommendation.noFit.fixes': 'Ce qui conviendrait',
  'recommendation.noFit.otherEdition':
    'Les tableaux du {edition} conviennent à ce scénario : ils indiquent plus de capacité là où ceux-ci sont dépassés.',
  'recommendation.noFit.switch': 'Dimensionner avec les tableaux du {edition}',
  'recommendation.noFit.throughput':
    'Moins de débit : moins d’émetteurs, un intervalle d’envoi plus long ou des messages plus petits (jusqu’à 1 ko ; en dessous, ils chargent le service comme 1 ko).',
  'recommendation.noFit.connections':
    'Répartissez les connexions sur plusieurs instances du service : une instance accepte au plus {max} connexions dans ces tableaux.',
  'recommendation.noFit.routingPlateau2019':
    'Les tableaux de 2019 pour les petits groupes et l’envoi à la connexion cessent de croître à partir de l’unité 50, et ce guide conseille de contacter le support pour aller au-delà : répartissez le trafic routé sur plusieurs instances, ou contactez le support Azure.',
  'recommendation.noFit.routingSplit':
    'Répartissez le trafic routé (groupes, envoi à la connexion, envoi à l’utilisateur par l’API REST) sur plusieurs instances du service, ou contactez le support Azure.',

  // totals
  'totals.heading': 'Totaux',
  'totals.connections': 'Connexions',
  'totals.inboundMessages': 'Messages entrants',
  'totals.outboundMessages': 'Messages sortants',
  'totals.inboundBandwidth': 'Bande passante entrante',
  'totals.outboundBandwidth': 'Bande passante sortante',
  'totals.loadHint':
    'Dimensionné comme {load} : les messages de moins de 1 ko comptent comme 1 ko.',
  'totals.billedMessages': 'Messages facturés par jour',
  'totals.billedHint':
    'Messages sortants par tranches de 2 ko, plus le trajet vers le serveur d’applications en mode par défaut.',
  'totals.billedHintProfile':
    'Sur la journée telle que votre profil de charge la décrit : messages sortants par tranches de 2 ko, plus le trajet vers le serveur d’applications en mode par défaut.',
  'totals.billedHint.webPubSub':
    'Octets sortants divisés en messages de 2 Ko, appels à l’amont des événements clients compris.',
  'totals.billedHintProfile.webPubSub':
    'Sur la journée selon votre profil de charge : octets sortants divisés en messages de 2 Ko, appels à l’amont des événements clients compris.',
  'totals.crossRegion': 'Transfert de données entre régions',
  'totals.crossRegionHint':
    '{gigabytes} par mois à {rate} par Go (tarifs de bande passante d’Azure, relevés en {date}) : compris dans le coût mensuel.',
  'totals.monthlyCost': 'Coût mensuel',
  'totals.costTier': 'Avec {tier}',
  'totals.noCost': '—',
  'totals.noCost.empty': 'Aucune charge de travail pour l’instant.',
  'totals.noCost.noFit': 'Aucun niveau ne convient à ce scénario.',

  // warnings
  'warnings.heading': 'À vérifier avant de vous engager',
  'warnings.guideSays': 'Le guide dit :',
  'warnings.details': 'Ce que dit le guide, et ce que fait le moteur',
  'warnings.units': {
    one: 'l’unité {list}',
    many: 'les unités {list}',
    other: 'les unités {list}',
  },
  'warnings.appServerTable': 'serveurs d’applications ({pattern})',
  'warnings.sendersCapped.title':
    'Plus d’émetteurs que de connexions (charge de travail {position})',
  'warnings.sendersCapped':
    '{names} indique {set} émetteurs mais a {used} connexions : le dimensionnement compte {used} émetteurs. À partir de {set} connexions, il reprend les {set} indiqués.',
  'warnings.groupSizeCapped.title':
    'Groupes plus grands que les connexions (charge de travail {position})',
  'warnings.groupSizeCapped':
    '{names} indique des groupes de {set} mais a {used} connexions : le dimensionnement compte des groupes de {used}. À partir de {set} connexions, il reprend des groupes de {set}.',
  'warnings.routingCost.title': 'Coût de routage',
  'warnings.routingCost':
    'À partir de 50 unités, les petits groupes (moins de 20 membres) et l’envoi à la connexion ont un coût de routage que la « Charge du serveur » ne montre pas. Consultez les tableaux « petit groupe » et « envoi à la connexion » pour {names}.',
  'warnings.routingCost.webPubSub':
    'À partir de 50 unités, les petits groupes (moins de 20 membres) ont un coût de routage que la « Charge du serveur » ne montre pas. Consultez le tableau « Envoi à un petit groupe » pour {names}.',
  'warnings.upstreamEvents.title': 'Webhook en amont',
  'warnings.upstreamEvents': {
    one: '{names} envoie des événements clients au webhook en amont, qui doit répondre à environ {rate} requêtes par seconde. Le guide a mesuré son écho en HTTP 1.1 et a supposé que l’amont n’est jamais le goulot d’étranglement ; chaque événement est aussi facturé comme un message sortant.',
    many: '{names} envoient des événements clients au webhook en amont, qui doit répondre à environ {rate} requêtes par seconde. Le guide a mesuré son écho en HTTP 1.1 et a supposé que l’amont n’est jamais le goulot d’étranglement ; chaque événement est aussi facturé comme un message sortant.',
    other:
      '{names} envoient des événements clients au webhook en amont, qui doit répondre à environ {rate} requêtes par seconde. Le guide a mesuré son écho en HTTP 1.1 et a supposé que l’amont n’est jamais le goulot d’étranglement ; chaque événement est aussi facturé comme un message sortant.',
  },
  'warnings.premiumP2.title': 'Au-delà de 100 unités',
  'warnings.premiumP2':
    'Au-delà de 100 unités, seul Premium_P2 est proposé : le guide conseille de passer à ce niveau.',
  'warnings.smallMessages.title': 'Petits messages',
  'warnings.smallMessages': {
    one: '{names} envoie des messages de moins de 1 ko. Chacun charge le service comme s’il faisait 1 024 o ; le dimensionnement en tient compte.',
    many: '{names} envoient des messages de moins de 1 ko. Chacun charge le service comme s’il faisait 1 024 o ; le dimensionnement en tient compte.',
    other:
      '{names} envoient des messages de moins de 1 ko. Chacun charge le service comme s’il faisait 1 024 o ; le dimensionnement en tient compte.',
  },
  'warnings.transportNotBenchmarked.title': 'Type de transport non testé',
  'warnings.transportNotBenchmarked': {
    one: '{names} utilise Server-Sent Events ou Long-Polling ; le guide n’a testé que WebSocket, son débit peut donc être inférieur au dimensionnement.',
    many: '{names} utilisent Server-Sent Events ou Long-Polling ; le guide n’a testé que WebSocket, leur débit peut donc être inférieur au dimensionnement.',
    other:
      '{names} utilisent Server-Sent Events ou Long-Polling ; le guide n’a testé que WebSocket, leur débit peut donc être inférieur au dimensionnement.',
  },
  'warnings.interpolated.title': 'Valeurs interpolées',
  'warnings.interpolated':
    'L’unité {units} n’est pas une colonne des tableaux du guide : ses capacités sont interpolées entre les unités {from}.',
  'warnings.slip.title': 'Une coquille dans le guide',
  'warnings.slip':
    'Le tableau « {table} » imprime à l’unité {unit}, ligne « {row} », là où ce niveau le lit, une valeur que sa propre formule contredit.',
  'warnings.slip.row.inboundBytesPerSecond': 'Bande passante entrante',
  'warnings.slip.row.outboundBytesPerSecond': 'Bande passante sortante',
  'warnings.slip.row.groupMemberCount': 'Nombre de membres par groupe',
  'warnings.slip.title.bigGroup.inboundBytesPerSecond': 'Coquille : grand groupe entrée, u. {unit}',
  'warnings.slip.title.bigGroup.outboundBytesPerSecond':
    'Coquille : grand groupe sortie, u. {unit}',
  'warnings.slip.title.bigGroup.groupMemberCount': 'Coquille : membres de groupe, u. {unit}',
  'warnings.slip.title.restUser.inboundBytesPerSecond':
    'Coquille : REST utilisateur entrée, u. {unit}',
  'warnings.slip.title.restUser.outboundBytesPerSecond':
    'Coquille : REST utilisateur sortie, u. {unit}',
  'warnings.slip.engine':
    'Le moteur utilise la valeur de la formule, car ce sont les débits de messages que les tests ont mesurés :',
  'warnings.contradiction.title': 'Le guide se contredit',
  'warnings.contradiction': {
    one: 'Le guide se contredit au sujet du tableau « {tables} » pour {units}, là où ce niveau le lit.',
    many: 'Le guide se contredit au sujet des tableaux {tables} pour {units}, là où ce niveau les lit.',
    other:
      'Le guide se contredit au sujet des tableaux {tables} pour {units}, là où ce niveau les lit.',
  },
  'warnings.contradiction.general': 'Deux parties du guide divergent là où ce niveau le lit.',
  'warnings.contradiction.appServers': {
    one: 'Le guide se contredit au sujet du tableau « {tables} » pour {units}, là où sont lus les serveurs d’applications.',
    many: 'Le guide se contredit au sujet des tableaux {tables} pour {units}, là où sont lus les serveurs d’applications.',
    other:
      'Le guide se contredit au sujet des tableaux {tables} pour {units}, là où sont lus les serveurs d’applications.',
  },
  'warnings.contradiction.serverConnectionsInQuota':
    'Les tests du guide placent un quota complet de clients sur chaque unité en plus de leurs connexions serveur, mais le service compte les connexions serveur dans ce même quota. Vous avez choisi de dimensionner comme les tests ont été menés : ce niveau risque donc de refuser des connexions.',
  'warnings.contradiction.premiumP2Threshold':
    'Le guide dit à la fois qu’au-delà de 100 unités il faut Premium_P2 et que seules les unités au-delà de 200 l’exigent. Standard_S1 et Premium_P1 sont vendus avec 100 unités au plus ; ce niveau est donc Premium_P2 dans les deux cas.',
  'warnings.contradiction.title.connectionUnit20Column': 'Connexion : 20 au lieu de 10',
  'warnings.contradiction.title.connectionP2Routing': 'Connexion : routage P2',
  'warnings.contradiction.title.broadcastAppServers': 'Serveurs : 2 ou 1 ?',
  'warnings.contradiction.title.smallGroupPlateauThenPremiumP2':
    'Plateau des petits groupes, puis P2',
  'warnings.contradiction.title.serverConnectionsInQuota': 'Connexions serveur et quota',
  'warnings.contradiction.title.premiumP2Threshold': 'Premium_P2 : dès 100 ou 200 ?',
  'warnings.contradiction.title.smallGroupOutboundExceedsBroadcast':
    'Petits groupes contre diffusion',
  'warnings.contradiction.title.smallGroupOutboundExceedsBigGroup': 'Petits contre grands groupes',
  'warnings.contradiction.title.smallGroupPlateauContactSupport': 'Plateau des petits groupes',
  'warnings.contradiction.title.connectionPlateau': 'Plateau de l’envoi à la connexion',
  'warnings.contradiction.title.premiumP2AtUnit100': 'Unité 100 : colonne P1 ou P2 ?',
  'warnings.contradiction.engine': 'Ce que fait le moteur :',
  'warnings.nearConnectionQuota.title': 'Proche du quota de connexions',
  'warnings.nearConnectionQuota':
    'Ce niveau utilise {utilization} de son quota de connexions. Le service refuse les connexions au-delà du quota (HTTP 429, « Connection count reaches limit ») : une vague de reconnexions ou une heure de pointe échouera. Fixez une cible de connexions ou prévoyez la mise à l’échelle automatique.',
  'warnings.nearConnectionQuota.webPubSub':
    'Ce niveau utilise {utilization} de son quota de connexions. Au-delà, les connexions sont limitées (le guide) : une vague de reconnexions ou une heure de pointe échouera. Fixez une cible de connexions ou prévoyez la mise à l’échelle automatique.',
  'warnings.freeTierAssumption.title': 'Niveau Free supposé',
  'warnings.freeTierAssumption':
    'Le guide n’a pas de colonne Free : Free reçoit le débit de l’unité 1 et est limité à {connections} connexions et {messages} messages par jour. Free n’a pas de SLA : un seul serveur d’applications est prévu, avec les {perHub} connexions serveur par hub du SDK par défaut.',
  'warnings.freeTierAssumption.webPubSub':
    'Le guide n’a pas de colonne Free : Free reçoit le débit de l’unité 1 et est limité à {connections} connexions et {messages} messages par jour. Free n’a pas de SLA.',
  'warnings.aspnetFallback.title': 'Pas de tableau ASP.NET',
  'warnings.aspnetFallback': {
    one: 'Le guide n’a pas de tableau de serveurs d’applications ASP.NET pour {names} : ses serveurs d’applications sont comptés d’après le tableau ASP.NET Core.',
    many: 'Le guide n’a pas de tableau de serveurs d’applications ASP.NET pour {names} : leurs serveurs d’applications sont comptés d’après les tableaux ASP.NET Core.',
    other:
      'Le guide n’a pas de tableau de serveurs d’applications ASP.NET pour {names} : leurs serveurs d’applications sont comptés d’après les tableaux ASP.NET Core.',
  },
  'warnings.messageSizeLimit.title': 'Limite de taille des messages',
  'warnings.messageSizeLimit.title.hubReceive': 'Taille : serveur d’app.',
  'warnings.messageSizeLimit.title.sseLongPolling': 'Taille : SSE, polling',
  'warnings.messageSizeLimit.title.restBody': 'Taille : API REST',
  'warnings.messageSizeLimit.hubReceive': {
    one: '{names} envoie des messages de plus de {limit}, soit plus que ce que le serveur d’applications accepte d’un client par défaut. Augmentez {setting} sur le serveur d’applications, ou envoyez des messages plus petits.',
    many: '{names} envoient des messages de plus de {limit}, soit plus que ce que le serveur d’applications accepte d’un client par défaut. Augmentez {setting} sur le serveur d’applications, ou envoyez des messages plus petits.',
    other:
      '{names} envoient des messages de plus de {limit}, soit plus que ce que le serveur d’applications accepte d’un client par défaut. Augmentez {setting} sur le serveur d’applications, ou envoyez des messages plus petits.',
  },
  'warnings.messageSizeLimit.sseLongPolling': {
    one: '{names} envoie des messages de plus de {limit} depuis des clients Server-Sent Events ou Long-Polling, que le service n’accepte pas de leur part. Utilisez WebSocket, ou envoyez des messages plus petits.',
    many: '{names} envoient des messages de plus de {limit} depuis des clients Server-Sent Events ou Long-Polling, que le service n’accepte pas de leur part. Utilisez WebSocket, ou envoyez des messages plus petits.',
    other:
      '{names} envoient des messages de plus de {limit} depuis des clients Server-Sent Events ou Long-Polling, que le service n’accepte pas de leur part. Utilisez WebSocket, ou envoyez des messages plus petits.',
  },
  'warnings.messageSizeLimit.restBody': {
    one: '{names} envoie des messages de plus de {limit} par l’API REST, qui accepte au plus 1 Mo par corps de message. Envoyez des messages plus petits.',
    many: '{names} envoient des messages de plus de {limit} par l’API REST, qui accepte au plus 1 Mo par corps de message. Envoyez des messages plus petits.',
    other:
      '{names} envoient des messages de plus de {limit} par l’API REST, qui accepte au plus 1 Mo par corps de message. Envoyez des messages plus petits.',
  },
  'warnings.unitQuota.title': 'Quota régional d’unités',
  'warnings.unitQuota':
    '{units} unités, c’est plus que les {quota} unités qu’un abonnement obtient par défaut dans chaque région. Demandez au support Azure d’augmenter le quota avant de déployer.',
  'warnings.unitQuota.instances':
    '{instances} instances de {unitsPerInstance} unités mettent {units} unités dans une région, plus que les {quota} unités qu’un abonnement obtient par défaut dans chaque région. Demandez au support Azure, avant de déployer, de porter le quota à {units} unités dans cette région, ou placez les instances dans {regions} régions ({perRegion} dans chacune).',
  'warnings.unitQuota.instancesOverQuota':
    '{instances} instances de {unitsPerInstance} unités mettent {units} unités dans une région, plus que les {quota} unités qu’un abonnement obtient par défaut dans chaque région, et une seule instance dépasse déjà ce quota. Demandez au support Azure, avant de déployer, de porter le quota à {units} unités dans cette région, ou à {unitsPerInstance} unités dans chacune de {instances} régions.',
  'warnings.unitQuota.eachRegion': {
    one: 'La région du plan en a besoin d’autant.',
    many: 'Chacune des {count} régions du plan (la principale et ses réplicas) en a besoin d’autant.',
    other:
      'Chacune des {count} régions du plan (la principale et ses réplicas) en a besoin d’autant.',
  },
  'warnings.slowReconnect.title': 'Tempête de reconnexions',
  'warnings.slowReconnect':
    'Après un redémarrage ou une brève coupure réseau, {connections} clients se reconnectent à environ {rate} par seconde : {seconds}. Les clients SignalR réessaient pendant {window} par défaut ; certains abandonneraient donc. Étalez les reconnexions avec des délais aléatoires, allongez les nouvelles tentatives, ou répartissez les clients sur plusieurs instances.',
  'warnings.slowReconnect.extrapolated':
    'Aucun débit n’est publié au-delà de l’unité 100 : celui de l’unité 100 est retenu.',
  'warnings.appServersExtrapolated.title': 'Au-delà des tableaux de serveurs d’applications',
  'warnings.appServersExtrapolated': {
    one: '{names} impose aux serveurs d’applications plus de charge que n’en a mesuré le tableau de serveurs d’applications du guide : ses serveurs d’applications sont extrapolés proportionnellement à partir de la dernière colonne.',
    many: '{names} imposent aux serveurs d’applications plus de charge que n’en ont mesuré les tableaux de serveurs d’applications du guide : leurs serveurs d’applications sont extrapolés proportionnellement à partir de la dernière colonne.',
    other:
      '{names} imposent aux serveurs d’applications plus de charge que n’en ont mesuré les tableaux de serveurs d’applications du guide : leurs serveurs d’applications sont extrapolés proportionnellement à partir de la dernière colonne.',
  },

  // working
  'working.heading': 'Vérifier nos calculs',
  'working.empty':
    'Ajoutez une charge de travail pour voir les formules du guide avec ses chiffres.',
  'working.intro.fit':
    'Les formules du guide avec vos chiffres, comparées au niveau recommandé, {tier}, dans les tableaux du {edition}.',
  'working.intro.noFit':
    'Aucun niveau ne convient ; chaque charge de travail est donc comparée au plus proche, {tier}, dans les tableaux du {edition}.',
  'working.intro.fit.webPubSub':
    'Les formules du guide avec vos chiffres, comparées au niveau recommandé, {tier}, dans les tableaux Azure Web PubSub du {edition}.',
  'working.intro.noFit.webPubSub':
    'Aucun niveau ne convient : chaque charge de travail est comparée au plus proche, {tier}, dans les tableaux Azure Web PubSub du {edition}.',
  'working.unnamedWorkload': 'Charge de travail {number}',
  'working.intro.instance': {
    one: 'Le plan répartit les clients sur {count} instance : chaque chiffre ci-dessous est la part de la charge d’une instance.',
    many: 'Le plan répartit les clients sur {count} instances : chaque chiffre ci-dessous est la part de la charge d’une instance.',
    other:
      'Le plan répartit les clients sur {count} instances : chaque chiffre ci-dessous est la part de la charge d’une instance.',
  },
  'working.summary': '{name} ({pattern})',
  'working.bytes': '{value} o',
  'working.ceilings': 'Plafonds avec {tier}',
  'working.ceiling.connections': 'Connexions : {capacity} ({perUnit} par unité).',
  'working.ceiling.serverConnections':
    'Dont {server} connexions serveur, ce qui laisse {clients} pour les clients.',
  'working.ceiling.inbound':
    'Bande passante entrante maximale : tableau « {table} » à l’unité {units}, {rate} msg/s × {tableBytes} = {bandwidth}.',
  'working.ceiling.outbound':
    'Bande passante sortante maximale : tableau « {table} » à l’unité {units}, {rate} msg/s × {tableBytes} = {bandwidth}.',
  'working.ceiling.dailyMessages': 'Messages par jour : quota de Free, {quota}.',
  'working.ceiling.atOrBelow':
    'Selon la lecture la moins favorable (Paramètres), la bande passante et le routage de ce niveau sont lus à l’unité {column}, la colonne imprimée égale ou inférieure à ses {units} unités.',
  'working.interpolated':
    'Le tableau « {table} » n’a pas de colonne pour l’unité {units} : valeur interpolée entre les unités {from} et {to}.',
  'working.formulas': 'Formules',
  'working.inbound':
    'Entrant : {senders} émetteurs ÷ {interval} = {rate} msg/s × {messageBytes} = {bandwidth}',
  'working.outbound.single':
    'Sortant : {rate} msg/s × 1 destinataire = {outRate} msg/s × {messageBytes} = {bandwidth}',
  'working.outbound.broadcast':
    'Sortant : {rate} msg/s × {fanOut} connexions = {outRate} msg/s × {messageBytes} = {bandwidth}',
  'working.outbound.group':
    'Sortant : {rate} msg/s × {fanOut} membres = {outRate} msg/s × {messageBytes} = {bandwidth}',
  'working.load.small':
    'Charge : les messages de moins de 1 ko comptent pour {loadBytes} ; le service transporte donc {inLoad} en entrée et {outLoad} en sortie.',
  'working.chunks': {
    one: '{count} tranche de {chunkBytes}',
    many: '{count} tranches de {chunkBytes}',
    other: '{count} tranches de {chunkBytes}',
  },
  'working.chunks.bytes': '{messageBytes} ÷ {chunkBytes}',
  'working.billed.client':
    'Facturés : ({outRate} remis + {legRate} vers le serveur d’applications) msg/s × {chunks} × {secondsPerDay} s = {billed} messages/jour',
  'working.billed.serverless':
    'Facturés : {outRate} msg/s remis × {chunks} × {secondsPerDay} s = {billed} messages/jour (mode serverless : pas de trajet vers un serveur d’applications)',
  'working.billed.upstream':
    'Facturés : ({outRate} remis + {legRate} vers l’amont) msg/s × {chunks} × {secondsPerDay} s = {billed} messages/jour',
  'working.billed.noUpstream':
    'Facturés : {outRate} msg/s remis × {chunks} × {secondsPerDay} s = {billed} messages/jour (aucun serveur ne voit ces messages : pas d’appel à l’amont)',
  'working.billed.webPubSub.source':
    'Page de l’éditeur « Billing model of Azure Web PubSub service » : le nombre de messages est « la taille du trafic sortant (octets) divisée par 2 Ko » (100 Ko de trafic font 50 messages), messages envoyés aux webhooks en amont compris ; l’entrant n’est pas facturé.',
  'working.shares': 'Sa part de {tier}',
  'working.share.connections': 'Connexions : {value} sur {capacity} = {share}',
  'working.share.inbound':
    'Bande passante entrante : {load} sur les {capacity} du tableau « {table} » à l’unité {units} = {share}',
  'working.share.outbound':
    'Bande passante sortante : {load} sur les {capacity} du tableau « {table} » à l’unité {units} = {share}',
  'working.share.routing':
    'Routage : {rate} msg/s sur les {capacity} msg/s du tableau « {table} » à l’unité {units} = {share}',
  'working.share.routedLarge': '{rate} msg/s × {messageBytes} ÷ 2 048 o = {routed}',
  'working.share.routingGroup': 'Routage : {rate} msg/s sur {capacity} msg/s = {share}',
  'working.share.routingNone':
    'Routage : aucun tableau de routage ne limite ce cas d’usage ; son coût apparaît dans la bande passante.',
  'working.share.dailyMessages': 'Messages par jour : {billed} sur les {quota} de Free = {share}',
  'working.groupRule.one':
    'Un groupe de 1 est routé comme un envoi à la connexion : tableau « {table} » à l’unité {units}, {capacity} msg/s.',
  'working.groupRule.small':
    'Les groupes de 10 membres ou plus lisent le tableau « {table} » à l’unité {units} : {capacity} msg/s.',
  'working.groupRule.between':
    'Un groupe de {size} se situe entre l’envoi à la connexion (1 membre, {connectionRate} msg/s) et les petits groupes (10 membres, {smallGroupRate} msg/s), interpolé sur une échelle logarithmique : {connectionRate} + ({smallGroupRate} − {connectionRate}) × log10({size}) = {capacity} msg/s.',
  'working.groupRule.smallOnly':
    'Le guide de Web PubSub n’a mesuré aucun groupe de moins de 10 membres : tout groupe lit le tableau « {table} » à l’unité {units}, {capacity} msg/s.',
  'working.groupRule.better':
    'Un groupe de {size} se situe entre l’envoi à la connexion (1 membre, {connectionRate} msg/s) et les petits groupes (10 membres, {smallGroupRate} msg/s) ; la lecture la plus favorable retient la meilleure des deux : {capacity} msg/s.',
  'working.groupRule.worse':
    'Un groupe de {size} se situe entre l’envoi à la connexion (1 membre, {connectionRate} msg/s) et les petits groupes (10 membres, {smallGroupRate} msg/s) ; la lecture la moins favorable retient la moins bonne des deux : {capacity} msg/s.',
  'working.groupRule.deliveries':
    'La lecture la moins favorable limite les groupes de {size} par leurs remises, interpolées sur une échelle logarithmique entre le test des petits groupes ({smallDeliveries} remises/s à 10 membres) et celui du grand groupe ({bigDeliveries} remises/s à {bigMembers} membres) : {deliveries} remises/s ÷ {size} membres = {capacity} msg/s.',
  'working.appServers': 'Serveurs d’applications',
  'working.appServers.rule':
    'Chaque tableau de serveurs d’applications associe la charge d’un test aux serveurs d’applications avec lesquels il a tourné. Une charge de travail est lue à sa propre charge, et non au nombre d’unités dont a besoin le reste de la combinaison : l’écho, les petits groupes et l’envoi à la connexion d’après les messages par seconde que traite leur hub ; les diffusions et les grands groupes, dont les tests envoyaient toujours 2 et 20 messages par seconde, d’après leurs remises par seconde.',
  'working.appServers.messages': '{value} msg/s via le serveur d’applications',
  'working.appServers.deliveries': '{value} remises/s',
  'working.appServers.table': 'le tableau des serveurs d’applications « {pattern} » ({framework})',
  'working.appServers.column': '{table}, au test de l’unité {units} : {figure}',
  'working.appServers.between': '{table}, entre les tests des unités {from} et {to} : {figure}',
  'working.appServers.beyond':
    '{table}, au-delà de son plus grand test (unité {units}), proportionnellement : {figure}',
  'working.appServers.read': '{name} : {load}, lu dans {reading}. À elle seule : {servers}.',
  'working.appServers.fasterThanBenchmark':
    'Elle envoie plus vite que les {measured} msg/s de son test ; le tableau du même appel de hub est donc lu à son débit. Selon son propre tableau : {own}. Le plus grand des deux l’emporte.',
  'working.appServers.mix':
    'Ensemble : les charges sur un même tableau sont additionnées et lues une seule fois ({loads}) ; les valeurs additionnées et arrondies à l’entier supérieur : {combined}. Séparément, les charges de travail en demandent {alone} au total, et la combinaison n’en demande jamais plus ; au moins {minimum} (selon le guide, deux suffisent pour le contrat SLA) : {servers}.',
  'working.appServers.clients':
    'Ses {clients} clients : au plus {perServer} par serveur d’applications, le maximum que les bancs d’essai du guide ont fait tourner pour ce modèle (connexions d’une colonne ÷ ses serveurs d’applications) : {figure}.',
  'working.appServers.clients.bigGroup':
    'Ses {clients} clients : au plus {perServer} par serveur d’applications, le maximum qu’un banc d’essai de groupes du guide a fait tourner (grands groupes, envoyant au plus {measured} msg/s, comme cette charge ; toute taille de groupe lit la même limite, si bien qu’un groupe plus grand n’a jamais moins de serveurs d’applications) : {figure}.',
  'working.appServers.clients.smallGroup':
    'Ses {clients} clients : au plus {perServer} par serveur d’applications, le maximum que les bancs d’essai de petits groupes du guide ont fait tourner (elle envoie plus vite que les {measured} msg/s du banc d’essai des grands groupes : toute taille de groupe lit donc la limite des petits groupes, et un groupe plus grand n’a jamais moins de serveurs d’applications) : {figure}.',
  'working.appServers.clientsMix':
    'Les clients de tout le mélange demandent {figure}, et aucun serveur d’applications ne porte plus de clients que les bancs d’essai.',
  'working.appServers.free':
    'Free n’a pas de SLA et porte au plus 20 connexions : {servers}, avec les connexions serveur par défaut du SDK (notre hypothèse : le conseil du guide vaut pour une charge que Free ne porte jamais).',
  'working.appServers.none':
    'Aucun serveur d’applications : toutes les charges de travail sont en mode serverless (API REST).',
  'working.upstream': 'L’amont (gestionnaire d’événements)',
  'working.upstream.requests':
    '{names} : chaque événement client est un POST HTTP (CloudEvents) vers votre amont, qui doit y répondre : {requests} requêtes par seconde au pic, chacune facturée comme message sortant en plus de la réponse que reçoit le client.',
  'working.upstream.source':
    'Pages de l’éditeur « CloudEvents extension for Azure Web PubSub event handler » (le service appelle l’amont pour chaque trame de message WebSocket et renvoie sa réponse au client) et « Billing model of Azure Web PubSub service ». Le banc d’essai d’écho du guide a tourné en HTTP 1.1 en supposant que l’amont n’est pas le goulot d’étranglement : dimensionnez-le vous-même pour ce débit.',
  'working.upstream.none':
    'Pas d’amont à dimensionner : les groupes passent par le sous-protocole Web PubSub et les appels REST viennent de votre propre serveur ; aucun événement client ne va à un serveur.',
  'working.serverConnections': 'Connexions serveur',
  'working.serverConnections.counted':
    '{servers} serveurs d’applications × {hubs} hubs × {perHub} connexions serveur par hub = {total}, comptées avec les clients dans le quota de connexions.',
  'working.serverConnections.aspnet':
    '{servers} serveurs d’applications × ({hubs} hubs + le hub par défaut qu’ajoute ASP.NET SignalR) × {perHub} connexions serveur par hub = {total}, comptées avec les clients dans le quota de connexions.',
  'working.serverConnections.source':
    'Le quota englobe aussi bien les connexions serveur que les connexions clientes (Azure/azure-signalr issue 254 ; la page de l’éditeur « Messages and connections in Azure SignalR Service »).',
  'working.serverConnections.notCounted':
    'Non comptées dans le quota de connexions, comme dans les tests du guide ; l’éditeur les compte (Azure/azure-signalr issue 254).',
  'working.serverConnections.serverless':
    'Aucune : en mode serverless, aucun serveur d’applications ne se connecte au service.',
  'working.serverConnections.webPubSub':
    'Aucune : Web PubSub n’a pas de serveurs hub, son quota de connexions (1 000 par unité) ne compte que les clients.',
  'working.reconnect.heading': 'Reconnexion de tous les clients',
  'working.reconnect.webPubSub':
    'Web PubSub ne publie pas de débit d’ouverture de connexions : le temps que mettent tous les clients à se reconnecter ensemble n’est pas calculé.',
  'working.reconnect':
    '{clients} clients ÷ {rate} connexions par seconde acceptées par {tier} = {seconds}. La reconnexion automatique par défaut des clients SignalR réessaie pendant {window}.',
  'working.reconnect.source':
    'Connexions par seconde selon la taille d’instance, d’après les mainteneurs du service (Azure/azure-signalr issue 1282) : Free {free} ; {points} ; linéaire entre ces points.',
  'working.reconnect.point': 'unité {units} : {rate}',
  'working.reconnect.slip':
    'Unité {units} : le fil indique {printed} par seconde, mais sa propre durée (25 s pour 100 000 connexions) donne {used}, et dans toutes les autres lignes la durée correspond au débit : le moteur utilise {used}.',
  'working.reconnect.extrapolated':
    'Rien n’est publié au-delà de l’unité 100 : son débit est conservé.',
  'working.limits.heading': 'Autres limites du service',
  'working.limits.messageSize':
    'Tailles de message : la plus grande ici est de {largest}. Le serveur d’applications accepte par défaut des messages clients jusqu’à {hub} ({setting} relève cette limite) ; les clients en long polling et en Server-Sent Events, ainsi que l’API REST, acceptent au plus {rest}.',
  'working.limits.messageSize.source':
    'Page de l’éditeur « Messages and connections in Azure SignalR Service » (Message size). « 1MB » est lu comme 1 000 000 o, la lecture la plus stricte.',
  'working.limits.unitQuota':
    'Unités : {units} sur les {quota} qu’un abonnement obtient par défaut par région ; davantage sur demande.',
  'working.limits.unitQuota.source': 'Page de l’éditeur « Azure SignalR Service limits ».',
  'working.limits.unitQuota.source.webPubSub':
    'Pages de l’éditeur « Azure Web PubSub limits » et « Scale an Azure Web PubSub service instance » : 150 unités par abonnement et par région par défaut, une limite souple relevée sur demande.',
  'working.plan.heading': 'Comment le plan déploie et facture',
  'working.plan.deploys': 'Le plan déploie {deployment}.',
  'working.plan.routedSize':
    'Un message routé de plus de 2 048 o (envoi à une connexion, envoi REST à un utilisateur, groupes) compte pour sa taille ÷ 2 048 messages de sa table de routage, en plus de la bande passante qu’il occupe.',
  'working.plan.routedSize.source':
    'Les tables du guide ont été mesurées avec des messages de 2 ko (évaluation rapide), et le guide lit la capacité d’un modèle dans la table de ce modèle.',
  'working.plan.routedSize.webPubSub':
    'Un message routé de plus de 2 048 o (envoi REST à l’utilisateur, groupes) compte pour sa taille ÷ 2 048 messages de son tableau de routage, en plus de la bande passante qu’il prend.',
  'working.plan.routedSize.source.webPubSub':
    'Les tableaux du guide ont été mesurés avec des messages de 2 048 octets (« the default message size is 2,048 bytes »), et chaque cas d’usage lit son propre tableau. Notre hypothèse, comme pour SignalR.',
  'working.plan.oneInstance.webPubSub':
    'Une instance : Web PubSub ne répartit pas ses clients entre plusieurs instances ; une charge qu’une instance ne peut pas porter ne convient à rien, et la réponse le dit.',
  'working.plan.instances.source.webPubSub':
    'Microsoft Q&A 739830 : plusieurs instances sont « not applicable for the PubSub WebSocket clients using the PubSub subprotocol ».',
  'working.plan.oneInstance':
    'Une instance porte la charge. Quand une seule ne suffit pas, le plan répartit les clients sur le plus petit nombre d’instances identiques qui y parviennent : chacune reçoit alors tous les messages sauf les échos et remet les messages à ses propres clients, et chaque serveur d’applications se connecte à chaque instance.',
  'working.plan.instances': {
    one: '{count} instance identique, car une seule ne porte pas la charge : chacune tient environ {clients} clients, reçoit tous les messages sauf les échos (le SDK envoie les diffusions et les messages de groupe, d’utilisateur et de connexion à chaque instance) et remet les messages à ses propres clients ; chaque serveur d’applications se connecte à chaque instance, qui compte donc {serverConnections} connexions serveur dans son quota. Les instances d’une même région partagent son quota d’unités.',
    many: '{count} instances identiques, car une seule ne porte pas la charge : chacune tient environ {clients} clients, reçoit tous les messages sauf les échos (le SDK envoie les diffusions et les messages de groupe, d’utilisateur et de connexion à chaque instance) et remet les messages à ses propres clients ; chaque serveur d’applications se connecte à chaque instance, qui compte donc {serverConnections} connexions serveur dans son quota. Les instances d’une même région partagent son quota d’unités.',
    other:
      '{count} instances identiques, car une seule ne porte pas la charge : chacune tient environ {clients} clients, reçoit tous les messages sauf les échos (le SDK envoie les diffusions et les messages de groupe, d’utilisateur et de connexion à chaque instance) et remet les messages à ses propres clients ; chaque serveur d’applications se connecte à chaque instance, qui compte donc {serverConnections} connexions serveur dans son quota. Les instances d’une même région partagent son quota d’unités.',
  },
  'working.plan.instances.source':
    'Pages de l’éditeur « Scale SignalR Service with multiple instances » (le SDK choisit une instance au hasard pour chaque client) et « Azure SignalR Service limits » (ajouter des instances quand une ne suffit pas ; le quota de 150 unités vaut par abonnement et par région).',
  'working.plan.replicas':
    '{regions} régions, qui portent {shares} des clients : chaque région facture ses propres unités et les messages remis à ses propres clients, si bien que les {billed} messages facturés par jour sont aussi nombreux que ceux d’une seule région.',
  'working.plan.replicas.source':
    'Page de l’éditeur « Geo-replication in Azure SignalR » : chaque réplica est facturé pour ses propres unités et son trafic sortant, avec son propre quota de messages gratuits ; un message transmis à un autre réplica est facturé comme sortant quand il y est remis.',
  'working.plan.crossRegion':
    'Messages transmis entre les régions : {bytes} par jour × {days} jours × {rate} par Go = {cost} par mois sur le compteur de transfert de données d’Azure (ses tarifs de bande passante entre régions, relevés en {date} ; saisissez le vôtre dans Prix), compris dans le coût mensuel.',
  'working.plan.crossRegion.assumption':
    'Notre hypothèse : les clients se répartissent également entre les régions, les serveurs d’applications se connectent au réplica le plus proche, et un message passe une fois dans chaque autre région où se trouve un destinataire (un groupe de g membres atteint une région portant une part s des clients avec la probabilité 1 − (1 − s)^g).',
  'working.plan.replicas.source.webPubSub':
    'Page de l’éditeur « Geo-replication in Azure Web PubSub » : chaque réplica est facturé séparément pour ses unités et son trafic sortant, avec son propre quota de messages gratuits ; un message transféré entre réplicas puis remis est facturé comme message sortant.',
  'working.plan.crossRegion.webPubSub':
    'Messages transmis entre les régions : {bytes} par jour × {days} jours × {rate} par Go = {cost} par mois sur le compteur de transfert de données d’Azure (« egress fees for cross region outbound traffic » ; ses tarifs de bande passante entre régions, relevés en {date} ; saisissez le vôtre dans Prix), compris dans le coût mensuel.',
  'working.plan.crossRegion.assumption.webPubSub':
    'Notre hypothèse : les clients se répartissent également entre les régions, et un message passe une fois dans chaque autre région où se trouve un destinataire (un groupe de g membres atteint une région portant une part s des clients avec la probabilité 1 − (1 − s)^g).',
  'working.plan.crossRegion.sharesGiven.webPubSub':
    'Notre hypothèse : les clients se répartissent selon les parts que vous avez données, et un message passe une fois dans chaque autre région où se trouve un destinataire (un groupe de g membres atteint une région portant une part s des clients avec la probabilité 1 − (1 − s)^g).',
  'working.plan.crossRegion.sharesGiven':
    'Notre hypothèse : les clients se répartissent selon les parts que vous avez indiquées, les serveurs d’applications se connectent au réplica le plus proche, et un message passe une fois dans chaque autre région où se trouve un destinataire (un groupe de g membres atteint une région portant une part s des clients avec la probabilité 1 − (1 − s)^g).',
  'working.plan.autoscale': 'Mise à l’échelle automatique : {rule}',
  'working.plan.autoscale.source':
    'Page de l’éditeur « Automatically scale units of an Azure SignalR Service » : Premium uniquement ; son exemple monte au-dessus de {out} de la Connection Quota Utilization et descend en dessous de {in}, et elle conseille {coolDown} entre deux actions. La simulation heure par heure est notre hypothèse.',
  'working.plan.autoscale.source.webPubSub':
    'Page de l’éditeur « Automatically scale units of an Azure Web PubSub service » : Premium uniquement ; son exemple monte au-dessus de {out} de la Connection Quota Utilization et descend en dessous de {in}, et elle conseille {coolDown} entre deux actions. La simulation heure par heure est notre hypothèse.',
  'working.range.heading': 'Là où le guide est muet',
  'working.range.none':
    'Chaque limite lit ici une colonne imprimée par le guide et une taille de groupe qu’il a mesurée : les lectures concordent.',
  'working.range.groupSize':
    'Les groupes de {size} se situent entre les tailles de groupe mesurées par le guide, {lower} et {upper} membres.',
  'working.range.bigGroup':
    'Les groupes de {size} dépassent le plus grand groupe mesuré par le guide, {measured} membres.',
  'working.range.units': 'L’unité {units} se situe entre les colonnes {lower} et {upper} du guide.',
  'working.range.billedBytes':
    'Web PubSub facture « la taille du trafic sortant (octets) divisée par 2 Ko » (sa page de facturation : 100 Ko de trafic font 50 messages). Lue message par message, chaque message de {names} compterait pour des messages de 2 Ko entiers : le moteur facture les octets, la lecture la moins favorable des messages entiers.',
  'working.range.optimistic':
    'Lecture la plus favorable : linéaire entre les colonnes, groupes de 2 à 9 membres au meilleur de l’envoi à la connexion et des petits groupes : {tier}.',
  'working.range.interpolated':
    'La lecture du moteur : linéaire entre les colonnes, groupes de 2 à 9 membres interpolés sur une échelle logarithmique, groupes plus grands routés comme les petits groupes, leur distribution étant payée en bande passante sortante.',
  'working.range.conservative':
    'Lecture la moins favorable : chaque niveau à sa colonne imprimée égale ou inférieure à son nombre d’unités, groupes de 2 à 9 membres au débit le moins bon, groupes plus grands limités par leurs remises, interpolées sur une échelle logarithmique entre les tests des petits et des grands groupes : {tier}.',
  'working.range.optimistic.webPubSub':
    'Lecture la plus favorable : linéaire entre les colonnes, groupes de 2 à 9 membres au débit des petits groupes (le guide n’a mesuré aucun groupe plus petit) : {tier}.',
  'working.range.interpolated.webPubSub':
    'La lecture du moteur : linéaire entre les colonnes, groupes de 2 à 9 membres au débit des petits groupes, groupes plus grands routés comme les petits, leur diffusion payée en bande passante sortante.',
  'working.range.conservative.webPubSub':
    'Lecture la moins favorable : chaque niveau à sa colonne imprimée égale ou inférieure à son nombre d’unités, groupes de 2 à 9 membres au débit des petits groupes, groupes plus grands limités par leurs remises, interpolées sur une échelle logarithmique entre les tests des petits et des grands groupes : {tier}.',
  'working.caveats': 'Ce contre quoi le guide de Web PubSub met en garde',
  'working.caveats.lead':
    'Les mises en garde du guide pour les tableaux que lit ce scénario, avec ses mots.',
  'working.range.nothingFits': 'aucun niveau ne convient',
  'working.range.sizedBy.interpolated':
    'La recommandation utilise la lecture du moteur (paramètre « Lecture du guide »).',
  'working.range.sizedBy.optimistic':
    'La recommandation utilise la lecture la plus favorable (paramètre « Lecture du guide »).',
  'working.range.sizedBy.conservative':
    'La recommandation utilise la lecture la moins favorable (paramètre « Lecture du guide »).',
  'working.appServerPattern.echo': 'écho',
  'working.appServerPattern.broadcast': 'diffusion',
  'working.appServerPattern.smallGroup': 'petit groupe',
  'working.appServerPattern.bigGroup': 'grand groupe',
  'working.appServerPattern.connection': 'envoi à la connexion',
  'working.framework.aspnetcore': 'ASP.NET Core',
  'working.framework.aspnet': 'ASP.NET',
  'working.table.quickEcho': 'évaluation rapide (écho)',
  'working.table.quickBroadcast': 'évaluation rapide (diffusion)',
  'working.table.echo': 'écho',
  'working.table.broadcast': 'diffusion',
  'working.table.smallGroup': 'petit groupe',
  'working.table.bigGroup': 'grand groupe',
  'working.table.connection': 'envoi à la connexion',
  'working.table.restBroadcast': 'diffusion par l’API REST',
  'working.table.restUser': 'envoi à l’utilisateur par l’API REST',

  // history
  'history.label': 'Annuler et rétablir',
  'history.undo': 'Annuler',
  'history.redo': 'Rétablir',
  'history.undone': 'Modification annulée.',
  'history.redone': 'Modification rétablie.',

  // prices
  'prices.heading': 'Prix',
  'prices.status.default': 'Valeurs par défaut du catalogue, en {currency}',
  'prices.status.custom': {
    one: '{count} prix saisi par vous, en {currency}',
    many: '{count} prix saisis par vous, en {currency}',
    other: '{count} prix saisis par vous, en {currency}',
  },
  'prices.status.priceList': 'Prix Azure pour {region}, en {currency}, en vigueur depuis le {date}',
  'prices.intro':
    'Le coût mensuel utilise ces prix, en {currency}. Ils font partie du scénario : les liens et les fichiers exportés les contiennent.',
  'prices.source':
    'Valeurs par défaut : copies de la grille tarifaire du fournisseur publiées par des tiers, relevées en {date}. Les prix changent et varient selon la région : saisissez les vôtres.',
  'prices.perUnitPerDay': '{sku}, par unité et par jour',
  'prices.perMillion': 'Standard_S1, par million de messages au-delà de ceux inclus',
  'prices.perMillion.premium': 'Niveaux Premium, par million de messages au-delà de ceux inclus',
  'prices.perGbCrossRegion': 'Transfert de données entre régions (géo-réplicas), par Go',
  'prices.perGbCrossRegion.source':
    'Tarifs de bande passante d’Azure pour le transfert de données entre régions en Amérique du Nord ou en Europe, relevés en {date} ; les autres continents, et les transferts entre continents, coûtent plus cher.',
  'prices.perGbCrossRegion.missing':
    'Aucun tarif en {currency} : la valeur par défaut du catalogue est en dollars US. Saisissez le prix par Go de votre région ; d’ici là, le trafic entre régions n’est pas facturé dans le total.',
  'prices.perGbCrossRegion.own': 'Le vôtre.',
  'prices.default': 'Par défaut : {price}',
  'prices.default.premiumP2':
    'Tarifé comme Premium_P1 ({price}) : aucune liste de prix ne donne à Premium_P2 un prix à lui.',
  'prices.default.premiumMessages': 'Par défaut : comme Standard_S1 ({price})',
  'prices.reset': 'Rétablir les valeurs par défaut',
  'prices.rate.Standard_S1': 'unité Standard_S1',
  'prices.rate.Premium_P1': 'unité Premium_P1',
  'prices.rate.Premium_P2': 'unité Premium_P2',
  'prices.rate.perMillionExtraMessages': 'messages Standard_S1',
  'prices.rate.perMillionExtraMessagesPremium': 'messages des niveaux Premium',
  'prices.rate.perGbCrossRegion': 'le transfert de données entre régions',
  'prices.basis.catalog':
    'Les valeurs par défaut du catalogue, en {currency}, d’après des copies tierces de la liste de prix de l’éditeur relevées en {date} ; ils varient selon la région.',
  'prices.basis.typed': {
    one: '{count} des vôtres ({typed}), en {currency} ; les autres sont les valeurs par défaut du catalogue relevées en {date}.',
    many: '{count} des vôtres ({typed}), en {currency} ; les autres sont les valeurs par défaut du catalogue relevées en {date}.',
    other:
      '{count} des vôtres ({typed}), en {currency} ; les autres sont les valeurs par défaut du catalogue relevées en {date}.',
  },
  'prices.basis.typedAll': 'Les vôtres, en {currency}.',
  'prices.basis.priceList':
    'Prix de détail Azure pour {region}, en {currency}, en vigueur depuis le {date}.',
  'prices.basis.priceListTyped':
    'Prix de détail Azure pour {region}, en {currency}, en vigueur depuis le {date}, avec vos propres valeurs pour {typed}.',
  'prices.basis.labelled': 'Prix : {basis}',
  'prices.basis.otherService':
    'Ce sont les prix de {listService} ; ce scénario est dimensionné sur {service}.',
  'prices.basis.crossRegionMissing':
    'Le trafic entre régions n’est pas tarifé : ces prix ne donnent aucun tarif par Go en {currency}.',
  'prices.basis.premiumP2':
    'Premium_P2 est tarifé comme Premium_P1 : aucune liste de prix ne lui donne un prix à lui.',
  'prices.basis.short.catalog': '{currency} · par défaut {date}',
  'prices.basis.short.typed': '{currency} · vos propres prix',
  'prices.basis.short.priceList': '{currency} · {region} · {date}',
  'prices.import.heading': 'Les prix Azure de votre région',
  'prices.import.hint':
    'Enregistrez les prix de détail Azure de votre région et de votre devise avec cette commande (changez la région et la devise), puis importez le fichier. Ils remplacent les prix ci-dessus en une seule étape, qu’Annuler reprend.',
  'prices.import.file': 'Importer des prix Azure (JSON)',
  'prices.import.region': 'Région',
  'prices.import.regions': {
    one: 'Le fichier donne les prix de {service} dans {count} région : choisissez celle où vous déployez.',
    many: 'Le fichier donne les prix de {service} dans {count} régions : choisissez celle où vous déployez.',
    other:
      'Le fichier donne les prix de {service} dans {count} régions : choisissez celle où vous déployez.',
  },
  'prices.import.use': 'Utiliser ces prix',
  'prices.import.undo': 'Annuler l’import',
  'prices.import.done':
    'Prix de {region} lus dans {file}, en {currency}, en vigueur depuis le {date} : {meters}. Annuler les reprend.',
  'prices.import.meter': '{meter} {price} par {unit}',
  'prices.import.skipped': {
    one: '{count} prix de réservation ou de dev/test a été laissé de côté : le plan compte le paiement à l’utilisation.',
    many: '{count} prix de réservation ou de dev/test ont été laissés de côté : le plan compte le paiement à l’utilisation.',
    other:
      '{count} prix de réservation ou de dev/test ont été laissés de côté : le plan compte le paiement à l’utilisation.',
  },
  'prices.fromList': 'De la liste de prix : {meter}, {price}.',
  'prices.typedOverList': 'Saisi par vous par-dessus la liste de prix.',
  'prices.import.error.lead':
    'Les prix de {file} n’ont pas été utilisés ; les prix ci-dessus sont inchangés.',
  'prices.import.error.tooLarge': 'Le fichier fait {size} ; une liste de prix fait au plus {max}.',
  'prices.import.error.empty': 'Le fichier est vide.',
  'prices.import.error.unreadable': 'Le fichier n’a pas pu être lu.',
  'prices.import.error.notText':
    'Ce fichier n’est pas du texte {encoding} : certains de ses octets ne sont pas des caractères. L’API Retail Prices répond en UTF-8 : enregistrez sa réponse telle quelle, ou enregistrez le fichier en UTF-8, puis réessayez.',
  'prices.import.error.syntax':
    'Ce n’est pas du JSON : il cesse d’en être à la ligne {line}, colonne {column}.',
  'prices.import.error.notPriceList':
    'Ce n’est pas une réponse de l’API Azure Retail Prices : elle n’a pas de liste « Items ».',
  'prices.import.error.invalid': {
    one: '{count} champ de la liste de prix n’est pas tel que l’API l’écrit :',
    many: '{count} champs de la liste de prix ne sont pas tels que l’API les écrit :',
    other: '{count} champs de la liste de prix ne sont pas tels que l’API les écrit :',
  },
  'prices.import.error.noService': {
    one: 'Son {count} élément n’est pas un prix à l’utilisation avec serviceName « {serviceName} », le service de ce scénario.',
    many: 'Aucun de ses {count} éléments n’est un prix à l’utilisation avec serviceName « {serviceName} », le service de ce scénario.',
    other:
      'Aucun de ses {count} éléments n’est un prix à l’utilisation avec serviceName « {serviceName} », le service de ce scénario.',
  },
  'prices.import.error.severalRegions':
    'Le fichier donne les prix de plusieurs régions ({regions}) : choisissez-en une.',
  'prices.import.error.regionNotInFile':
    'Le fichier n’a pas de prix pour « {region} » ; il donne ceux de {regions}.',
  'prices.import.error.severalCurrencies':
    'Le fichier mélange des devises ({currencies}) : enregistrez les prix dans une seule.',
  'prices.import.error.missingMeters': {
    one: 'Il n’a pas de prix pour {meters} dans {region}, dont le plan a besoin.',
    many: 'Il n’a pas de prix pour {meters} dans {region}, dont le plan a besoin.',
    other: 'Il n’a pas de prix pour {meters} dans {region}, dont le plan a besoin.',
  },
  'prices.import.error.nextPage':
    'Le fichier est une page parmi plusieurs (son NextPageLink est renseigné) : les compteurs peuvent être sur la page suivante. Demandez une seule région, ou enregistrez toutes les pages dans un fichier.',
  'prices.import.error.unknownUnit':
    'Le compteur {meter} est facturé par {unit}, une unité de mesure qui ne se convertit pas en celles du modèle (une unité par jour, un million de messages).',
  'prices.import.error.conflicting':
    'Le compteur {meter} figure deux fois le même jour à des prix différents ({prices}) : lequel s’applique n’est pas dit.',
  'prices.import.error.outOfRange':
    'Le compteur {meter} donne {rate}, qu’un scénario ne peut pas contenir (0, ou de 0,0001 à 1 000 000).',

  // reverse
  'reverse.heading': 'Calculer à rebours avec la formule du guide',
  'reverse.status': 'connexions = bande passante × intervalle d’envoi ÷ taille des messages',
  'reverse.intro':
    'Choisissez un niveau et un cas d’usage, donnez deux valeurs parmi la taille des messages, les connexions et l’intervalle d’envoi, et voyez la troisième, comme le guide le fait pour l’unité 100 : 20 Ko toutes les 5 s atteignent 100 000 connexions. Vos charges de travail ne changent pas.',
  'reverse.units': 'Niveau',
  'reverse.unknown': 'Calculer',
  'reverse.unknown.connections': 'Connexions',
  'reverse.unknown.messageBytes': 'Taille des messages',
  'reverse.unknown.sendIntervalSeconds': 'Intervalle d’envoi',
  'reverse.answer': 'Résultat',
  'reverse.result.connections': 'Jusqu’à {value} connexions',
  'reverse.result.messageBytes': 'Messages jusqu’à {value}',
  'reverse.result.noSize': 'Aucune taille de message ne convient',
  'reverse.result.sendIntervalSeconds': 'Au plus un message toutes les {value}',
  'reverse.connections.fanOut':
    'Pour « {pattern} », les connexions sont celles qui reçoivent chaque message (la bande passante sortante du tableau « diffusion » les limite).',
  'reverse.connections.oneToOne':
    'Pour « {pattern} », les connexions sont celles qui envoient, un message chacune par intervalle (la bande passante entrante de son propre tableau les limite).',
  'reverse.formula.connections':
    'connexions = bande passante × intervalle d’envoi ÷ taille des messages',
  'reverse.formula.messageBytes':
    'taille des messages = bande passante × intervalle d’envoi ÷ connexions',
  'reverse.formula.sendIntervalSeconds':
    'intervalle d’envoi = connexions × taille des messages ÷ bande passante',
  'reverse.filled.connections': '{bandwidth} × {interval} ÷ {size} = {result}',
  'reverse.filled.messageBytes': '{bandwidth} × {interval} ÷ {connections} = {result}',
  'reverse.filled.sendIntervalSeconds': '{connections} × {size} ÷ {bandwidth} = {result}',
  'reverse.cell.outbound':
    'Bande passante : tableau « {table} » à l’unité {units}, {rate} msg/s sortants × {tableBytes} = {bandwidth} ({guideBandwidth} tel que l’indique le guide).',
  'reverse.cell.inbound':
    'Bande passante : tableau « {table} » à l’unité {units}, {rate} msg/s entrants × {tableBytes} = {bandwidth} ({guideBandwidth} tel que l’indique le guide).',
  'reverse.interpolated':
    'Le tableau « {table} » n’a pas de colonne pour l’unité {units} : la valeur est interpolée entre les colonnes voisines.',
  'reverse.minimumLoad':
    'Les messages de moins de {minimum} chargent le service comme {minimum} : la formule utilise donc {minimum}.',
  'reverse.noSize':
    'La formule donne moins de {minimum}, et tout message de moins de {minimum} charge le service comme {minimum} : à ce rythme, aucune taille de message ne tient dans ce niveau.',
  'components.info.about': 'En savoir plus : {label}',
  'app.tabs.label': 'Plus sur cette réponse',
  'app.tabs.presets': 'Préréglages',
  'app.tabs.working': 'Vérifier nos calculs',
  'app.tabs.growth': 'Croissance',
  'app.tabs.plan': 'Jour et année',
  'app.tabs.levers': 'Réduire la facture',
  'app.tabs.measured': 'Vos mesures',
  'app.tabs.deploy': 'Déployer',
  'services.lead':
    'Les mêmes charges de travail dimensionnées sur Azure SignalR Service et sur Azure Web PubSub, chacune selon son guide des performances, sa facturation et son quota de connexions.',
  'services.heading': 'SignalR ou Web PubSub',
  'services.status.cheaper': '{service} : {deployment}, {cost}/mois, {saving} de moins',
  'services.status.dearer': '{service} : {deployment}, {cost}/mois, {saving} de plus',
  'services.status.same': '{service} : {deployment}, {cost}/mois, le même prix',
  'services.status.noFit': '{service} : aucun niveau ne convient',
  'services.status.blocked':
    '{service} : son guide n’a pas de tableau pour le cas d’usage de {names}',
  'services.own': '(ce scénario)',
  'services.tier': 'Niveau',
  'services.monthly': 'Par mois',
  'services.binding': 'Ce qui limite',
  'services.besides': 'Il faut aussi',
  'services.besides.appServers': {
    one: '{count} serveur d’applications, avec {perHub} connexions serveur par hub au service',
    many: '{count} serveurs d’applications, chacun avec {perHub} connexions serveur par hub au service',
    other:
      '{count} serveurs d’applications, chacun avec {perHub} connexions serveur par hub au service',
  },
  'services.besides.noAppServers':
    'Aucun serveur d’applications connecté au service (appels REST seulement)',
  'services.besides.upstream':
    'Un webhook en amont (gestionnaire d’événements) qui répond à environ {rate} requêtes par seconde',
  'services.besides.noUpstream':
    'Aucun webhook en amont : aucun événement client ne va à un serveur',
  'services.noFit':
    'Aucun niveau ne convient : la réponse à côté des charges de travail dit ce qui conviendrait.',
  'services.cheaper': '{service} coûte {saving} de moins par mois.',
  'services.same': 'Les deux coûtent autant par mois.',
  'services.tierChange':
    '{service} déploie {otherTier} là où ce scénario déploie {ownTier}. Changer de service, c’est une nouvelle ressource {service} à côté de celle que vous exploitez, pas un changement de son niveau : l’interruption que l’éditeur documente pour passer une ressource entre Free et un niveau payant ne s’applique pas, et vos clients basculent quand votre application les envoie vers le nouveau service.',
  'services.switch': 'Passer à {service}',
  'services.switch.hint': 'Une seule étape : Annuler rend le scénario tel qu’il était.',
  'services.leftBehind': 'Le changement laisse de côté ce que {service} n’a pas : {fields}.',
  'services.leftBehind.appServerFramework': 'le framework du serveur d’applications',
  'services.leftBehind.hubs': 'les hubs des serveurs d’applications',
  'services.leftBehind.serverConnectionsPerHub': 'les connexions serveur par hub',
  'services.leftBehind.countServerConnections':
    'le dimensionnement comme les bancs d’essai (connexions serveur non comptées)',
  'services.leftBehind.transport':
    'les Server-Sent Events et l’interrogation longue (ses clients utilisent WebSocket)',
  'app.tabs.scenarios': 'Partager et enregistrer',
  'app.tabs.guide': 'Le guide',

  // deploy
  'deploy.heading': 'Déployer',
  'deploy.intro':
    'Le plan en code d’infrastructure : le même niveau, les mêmes unités, réplicas et mise à l’échelle automatique que la réponse. Les noms et les régions sont des paramètres ; indiquez les vôtres avant de déployer.',
  'deploy.intro.webPubSub':
    'Le plan en code d’infrastructure pour Azure Web PubSub : le même niveau, les mêmes unités, réplicas et mise à l’échelle automatique que la réponse. Les noms, les régions et le hub sont des paramètres ; indiquez les vôtres avant de déployer.',
  'deploy.upstream':
    'Avant de déployer, indiquez le modèle d’URL du gestionnaire d’événements (votre webhook en amont) : il n’a pas de valeur par défaut. Il reçoit {rate} événements clients par seconde au pic, et le service le vérifie quand il enregistre le hub : il doit donc déjà fonctionner.',
  'deploy.noEventHandler':
    'Aucun événement client de ce plan ne va à un webhook en amont : le code ne définit donc aucun gestionnaire d’événements.',
  'deploy.format': 'Format',
  'deploy.format.bicep': 'Bicep',
  'deploy.format.arm': 'Modèle ARM (JSON)',
  'deploy.format.terraform': 'Terraform',
  'deploy.format.cli': 'Azure CLI',
  'deploy.code': '{format} pour ce plan',
  'deploy.copy': 'Copier ({format})',
  'deploy.download': 'Télécharger ({format})',
  'deploy.copied': 'Copié.',
  'deploy.copyFailed':
    'La copie a été bloquée : le code est sélectionné, appuyez sur Ctrl+C (⌘C sur Mac).',
  'deploy.saved': '{fileName} enregistré.',
  'deploy.pages': 'Suit ces pages de l’éditeur',
  'deploy.failover':
    'Chaque région est dimensionnée pour tout le trafic, afin qu’une seule puisse prendre le relais. Ses propres métriques ne voient que ses propres clients : le minimum de sa mise à l’échelle automatique suit donc, heure par heure, la journée du plan pour tout le trafic (profils récurrents). Indiquez le fuseau horaire des heures de la journée (timeZone, UTC par défaut).',
  'deploy.operator': 'À votre charge (le code ne les écrit pas ; aucune sortie ne contient de clé)',
  'deploy.noFit':
    'Aucun niveau ne convient à ce scénario : il n’y a rien à déployer. Dès que la réponse affiche un niveau, son code apparaît ici.',
  'deploy.refused': 'Azure refuserait ce plan, aucun code n’est donc écrit :',
  'deploy.problem.capacity.primary':
    '{sku} n’est pas proposé avec {units} unités (la région principale).',
  'deploy.problem.capacity.replica':
    '{sku} n’est pas proposé avec {units} unités (réplica {replica}).',
  'deploy.problem.capacity.autoscaleMinimum':
    '{sku} n’est pas proposé avec {units} unités (le minimum de la mise à l’échelle automatique).',
  'deploy.problem.capacity.autoscaleMaximum':
    '{sku} n’est pas proposé avec {units} unités (le maximum de la mise à l’échelle automatique).',
  'deploy.problem.replicas': 'Les réplicas n’existent qu’en Premium ; ce plan utilise {sku}.',
  'deploy.problem.autoscale':
    'La mise à l’échelle automatique n’existe qu’en Premium ; ce plan utilise {sku}.',
  'deploy.problem.autoscaleRange':
    'Le minimum de la mise à l’échelle automatique ({minimum} unités) dépasse son maximum ({maximum} unités).',
  'deploy.problem.templateResources':
    '{instances} instances demandent plus que les {most} ressources qu’un modèle Azure Resource Manager peut contenir (ses limites de modèle) : déployez-les par parties, ou redimensionnez pour moins d’instances.',
  'recommendation.metric.perMonth': 'par mois',
  'recommendation.metric.target': 'limite {target}',
  'recommendation.metric.perHub': '{count} connexions serveur par hub chacun',
  'recommendation.metric.requestsPerSecond': 'requêtes/s',
  'recommendation.details': 'Pourquoi, et ce que cela coûte',
  'settings.status': '{edition} · marge {target} · connexions {connectionTarget}',
  'settings.status.webPubSub':
    'Web PubSub · {edition} · marge {target} · connexions {connectionTarget}',
  // plan
  'exportImport.chart.loadProfile': 'Exporter le graphique de la journée',
  'plan.title': 'Planifier : la journée, les régions, l’année',
  'plan.hint':
    'Comment la facture évolue quand la charge varie au fil de la journée, quand le service tourne dans plusieurs régions et quand l’audience grandit.',
  'plan.empty':
    'Ajoutez une charge de travail pour planifier sa journée, ses régions et son année.',
  'plan.profile.title': 'La charge d’une journée',
  'plan.profile.hint':
    'La charge de chaque heure, en part du pic composé. Les messages sont facturés selon le trafic de chaque heure ; les unités selon les heures où elles tournent.',
  'plan.profile.presets': 'Partir de',
  'plan.profile.preset.flat': 'Constante',
  'plan.profile.preset.businessHours': 'Heures de bureau',
  'plan.profile.preset.eveningPeak': 'Pic en soirée',
  'plan.profile.preset.eventSpike': 'Événement un jour ouvré',
  'plan.profile.clear': 'Revenir au pic toute la journée',
  'plan.profile.chart.label': 'Graphique : la charge de chaque heure de la journée en part du pic',
  'plan.profile.hour': '{hour} h',
  'plan.profile.level': 'Charge',
  'plan.profile.levelOf': 'Charge à {hour} h, en pourcentage du pic',
  'plan.profile.table.show': 'Afficher et modifier sous forme de tableau',
  'plan.profile.table.caption': 'Charge et unités par heure',
  'plan.profile.table.hour': 'Heure',
  'plan.profile.table.fixed': 'Unités fixes',
  'plan.profile.table.autoscale': 'Unités avec mise à l’échelle auto',
  'plan.profile.table.ideal': 'Unités nécessaires',
  'plan.profile.error.range': 'Charge à {hour} h : saisissez un pourcentage de 0 à 100.',
  'plan.profile.error.allZero':
    'Charge à {hour} h : au moins une heure doit dépasser 0 %. Non appliqué.',
  'plan.units.chart.label':
    'Graphique : les unités de chaque heure, fixes, avec mise à l’échelle automatique et selon le besoin',
  'plan.units.legend': 'Unités par heure',
  'plan.costs.fixed': 'Fixe, dimensionné pour le pic sur {tier} (la recommandation)',
  'plan.costs.heading': 'Coût mensuel',
  'plan.costs.chosen':
    'Le plan déploie {deployment} : {cost}/mois, le coût mensuel qu’affiche la réponse.',
  'plan.costs.none': 'Rien ne convient : le plan ne déploie rien et n’a pas de coût mensuel.',
  'plan.costs.compared':
    'Les mêmes régions et instances exploitées de trois façons, pour comparer (le plan retient la moins chère des deux premières) :',
  'plan.costs.fixedAllDay': 'Fixe au pic toute la journée : {tier}',
  'plan.costs.isChosen': '(le plan)',
  'plan.costs.autoscale':
    'Premium avec mise à l’échelle automatique ({unitDays} unités-jours par jour)',
  'plan.costs.ideal':
    'Borne basse idéale : chaque heure exactement les unités Premium qu’il lui faut',
  'plan.costs.noFit': 'aucun niveau Premium ne tient le pic',
  'plan.costs.sku':
    'La mise à l’échelle automatique change les unités, jamais la SKU : elle tourne sur {sku} toute la journée.',
  'plan.costs.beyondP1':
    'La pointe demande plus que ce que {p1} offre, et la mise à l’échelle automatique ne peut pas changer de SKU : la journée tourne sur {p2} d’un bout à l’autre, jamais sur {p1} la nuit.',
  'plan.crossRegion':
    'Entre les régions : {bytes} par jour de messages transmis à des destinataires connectés à un autre réplica. Azure les facture avec son compteur de transfert de données : {cost} par mois à {rate} par Go, compris dans le coût mensuel ci-dessus.',
  'plan.crossRegion.assumption':
    'Notre hypothèse : les clients se répartissent également entre les régions sauf si vous indiquez des parts, et un message passe une fois dans chaque autre région où se trouve un destinataire.',
  'plan.crossRegion.webPubSub':
    'Entre les régions : {bytes} par jour de messages transmis à des destinataires connectés à un autre réplica. Azure les facture avec son compteur de transfert de données (« egress fees for cross region outbound traffic ») : {cost} par mois à {rate} par Go, compris dans le coût mensuel ci-dessus.',
  'plan.autoscale.heading': 'La règle de mise à l’échelle automatique',
  'plan.autoscale.deployed': 'Le plan l’applique sur {sku}, chaque région avec la sienne : {rule}',
  'plan.autoscale.compared':
    'Le plan garde ses unités fixes ; le coût avec mise à l’échelle automatique ci-dessus applique cette règle sur {sku} :',
  'plan.autoscale.serverLoad':
    'Au pic, c’est une limite de débit qui est déterminante : la règle surveille donc aussi la charge du serveur (Server Load), avec les mêmes seuils.',
  'plan.autoscale.out': 'Monter au-dessus de, en pourcentage du quota de connexions',
  'plan.autoscale.in': 'Descendre en dessous de, en pourcentage du quota de connexions',
  'plan.autoscale.coolDown': 'Délai entre deux actions de mise à l’échelle',
  'plan.autoscale.minutes': 'min',
  'plan.autoscale.reset': 'Revenir à l’exemple de l’éditeur ({out}, {in}, {coolDown})',
  'plan.autoscale.source':
    'L’exemple de mise à l’échelle automatique de l’éditeur monte au-dessus de {out} de la Connection Quota Utilization et descend en dessous de {in}, et conseille {coolDown} entre deux actions (« Automatically scale units of an Azure SignalR Service »). La mise à l’échelle automatique n’existe qu’en Premium.',
  'plan.autoscale.source.webPubSub':
    'L’exemple d’autoscale de l’éditeur monte au-dessus de {out} de la Connection Quota Utilization et descend en dessous de {in}, et conseille {coolDown} entre deux actions (« Automatically scale units of an Azure Web PubSub service »). L’autoscale n’existe qu’en Premium.',
  'plan.autoscale.simulation':
    'Notre hypothèse : simulées heure par heure, les unités montent dans l’heure où la charge en a besoin (une action prend quelques minutes) et descendent d’un palier par délai tant que la Connection Quota Utilization et l’indicateur qui tient lieu de charge du serveur restent sous le seuil de descente ; la mise à l’échelle automatique ne change jamais de SKU.',
  'plan.costs.assumption':
    'Hypothèse : les unités sont comptées à la seconde et facturées par jour. Les pages d’Azure SignalR ne le disent pas ; celle de la facturation d’Azure Web PubSub, si (5 unités pendant 18 heures et 10 pendant 6 heures font 6,25 unités-jours).',
  'plan.costs.assumption.webPubSub':
    'Les unités sont facturées pour les secondes où elles tournent, facturées chaque jour : la page de facturation d’Azure Web PubSub (5 unités pendant 18 heures et 10 pendant 6 heures font 6,25 unités-jours).',
  'plan.replicas.title': 'Régions',
  'plan.replicas.hint':
    'Géoréplication Premium : chaque réplica est facturé pour ses propres unités et messages sortants, avec ses propres messages inclus.',
  'plan.replicas.count': 'Réplicas en plus du primaire',
  'plan.replicas.error.count': 'Réplicas : saisissez un nombre entier de 0 à {max}.',
  'plan.replicas.sizing': 'Dimensionner chaque région pour',
  'plan.replicas.sizing.allTraffic': 'tout le trafic (une région peut prendre le relais)',
  'plan.replicas.sizing.split': 'sa part du trafic',
  'plan.replicas.share': 'Part de {region}, en pourcentage',
  'plan.replicas.error.share':
    'Part de {region} : saisissez un pourcentage supérieur à 0 et inférieur à 100 ; les autres régions se partagent le reste.',
  'plan.replicas.primary': 'Primaire',
  'plan.replicas.replica': 'Réplica {region}',
  'plan.replicas.table.caption': 'Niveau et coût mensuel de chaque région',
  'plan.replicas.table.region': 'Région',
  'plan.replicas.table.clients': 'Clients',
  'plan.replicas.table.tier': 'Niveau',
  'plan.replicas.autoscaled':
    '{tier}, mise à l’échelle automatique de {minimum} à {maximum} unités',
  'plan.replicas.table.cost': 'Coût mensuel',
  'plan.replicas.total': 'Toutes les régions : {cost} par mois.',
  'plan.replicas.noFit': 'La part d’une région ne tient dans aucun niveau Premium.',
  'plan.failover.title': 'Si une région tombe en panne',
  'plan.failover.summary':
    'Où vont les clients d’une région en panne, ce que portent les autres régions, quand la mise à l’échelle automatique rattrape la charge et combien dure la vague de reconnexions.',
  'plan.failover.routing':
    'Azure SignalR Service vérifie l’état de chaque réplica par Traffic Manager et répond au nom de l’instance par le réplica sain le plus proche. Quand une région tombe en panne, son réplica sort de ces réponses ; une fois passée la durée de vie DNS (TTL) de {ttl}, ses clients rejoignent les autres régions, et les connexions serveur des serveurs d’applications basculent de la même façon, sans intervention (page de l’éditeur « Geo-replication in Azure SignalR », qui ne dit pas combien de temps la vérification d’état met à s’en apercevoir).',
  'plan.failover.routing.webPubSub':
    'Azure Web PubSub vérifie l’état de chaque réplica par Traffic Manager et répond au nom de l’instance par le réplica sain le plus proche. Quand une région tombe en panne, son réplica sort de ces réponses ; une fois passée la durée de vie DNS (TTL) de {ttl}, ses clients rejoignent les autres régions, sans intervention (page de l’éditeur « Geo-replication in Azure Web PubSub », qui ne dit pas combien de temps la vérification d’état met à s’en apercevoir).',
  'plan.failover.spread':
    'La région que rejoint chaque client dépend de l’endroit où il se trouve, ce que le scénario ne dit pas : les clients de la région en panne sont répartis également entre les autres (notre hypothèse).',
  'plan.failover.retry':
    'La reconnexion automatique par défaut des clients SignalR abandonne {retry} après la coupure, avant la fin des {ttl} : donnez-leur une stratégie de nouvelles tentatives qui insiste plus longtemps, sinon ils restent déconnectés.',
  'plan.failover.region': 'Région en panne',
  'plan.failover.hour': 'Heure de la panne',
  'plan.failover.hour.peak': '{hour} h (le pic)',
  'plan.failover.moment.peak': 'À l’heure de pointe, {hour} h',
  'plan.failover.moment.hour': 'À {hour} h, {level} du pic',
  'plan.failover.moment.flat': 'Au pic, toute la journée',
  'plan.failover.lost':
    '{region} tombe en panne : {clients} clients ({share} du total) se reconnectent aux autres régions.',
  'plan.failover.table.caption': 'Les autres régions quand {region} tombe en panne',
  'plan.failover.table.region': 'Région',
  'plan.failover.table.clients': 'Clients avant → après',
  'plan.failover.table.load': 'Charge sur ses unités',
  'plan.failover.table.scaling': 'Unités',
  'plan.failover.table.reconnect': 'Vague de reconnexions',
  'plan.failover.clients': '{before} → {after}',
  'plan.failover.load': '{units} unités : {before} → {after} de {limit}',
  'plan.failover.load.refused': 'au-delà du quota : {refused} connexions refusées',
  'plan.failover.load.overCapacity': 'au-delà du maximum du guide',
  'plan.failover.load.overTarget': 'au-dessus du seuil cible de {target}',
  'plan.failover.load.withinTarget': 'dans son seuil cible',
  'plan.failover.after': '{utilization} de {limit}',
  'plan.failover.fixed': 'Fixe : reste à {units} unités ; {needed} la porteraient',
  'plan.failover.fixed.fits': 'Fixe : ses unités la portent',
  'plan.failover.fixed.noTier':
    'Fixe : reste à {units} unités ; aucun nombre d’unités de {sku} ne la porte',
  'plan.failover.autoscale.none': 'Mise à l’échelle automatique : aucune action nécessaire',
  'plan.failover.autoscale.steps': {
    one: 'Mise à l’échelle automatique : {from} → {to} unités en {count} action, après environ {minutes} min ; ensuite {after}',
    many: 'Mise à l’échelle automatique : {from} → {to} unités en {count} actions, après environ {minutes} min ; ensuite {after}',
    other:
      'Mise à l’échelle automatique : {from} → {to} unités en {count} actions, après environ {minutes} min ; ensuite {after}',
  },
  'plan.failover.autoscale.maximum':
    'La mise à l’échelle automatique s’arrête à son maximum de {maximum} unités ({after}) ; {needed} la porteraient',
  'plan.failover.autoscale.maximumNoTier':
    'La mise à l’échelle automatique s’arrête à son maximum de {maximum} unités ({after}) ; aucun nombre d’unités de {sku} ne la porte',
  'plan.failover.reconnect': '{seconds} pour {clients} clients à {rate} par seconde',
  'plan.failover.reconnect.slow':
    '(plus que les {window} pendant lesquelles les clients réessaient)',
  'plan.failover.reconnect.none':
    'Aucun débit d’ouverture de connexions n’est publié pour Azure Web PubSub',
  'plan.failover.line':
    '{region} : clients {clients} ; {load} ; {scaling} ; vague de reconnexions : {reconnect}.',
  'plan.failover.timing':
    'Les minutes de la mise à l’échelle automatique comptent jusqu’à {window} pour que la règle voie la nouvelle charge (les règles générées moyennent leur métrique sur {window} : notre hypothèse), un délai entre deux actions, et {action} pour que la dernière action prenne effet (l’éditeur : « 3-5 minutes after it’s triggered »). Chaque action passe au nombre d’unités suivant que vend la SKU : de 1 à 10, puis de 20 à 100 par dizaines ; Premium_P2 de 100 à 1 000 par centaines.',
  'plan.failover.premiumP2':
    'Les opérations de mise à l’échelle de Premium_P2 prennent plus de temps que celles des niveaux plus petits (la page de l’éditeur ne donne pas de chiffre) : comptez plus que ces minutes.',
  'plan.failover.instances':
    'Chiffres par instance : chacune des {count} instances a son réplica dans chaque région.',
  'plan.failover.sized':
    'Chaque région est dimensionnée pour tout le trafic : n’importe laquelle peut prendre le relais des clients des autres, comme le conseille l’éditeur (« set each replica’s unit size to handle all traffic »).',
  'plan.failover.sizeFor': 'Dimensionner pour la panne',
  'plan.failover.sizeFor.lead':
    'Dimensionner chaque région pour tout le trafic, pour que n’importe laquelle puisse prendre le relais : {deployment}, {cost} par mois, {extra} de plus qu’aujourd’hui.',
  'plan.failover.sizeFor.hint': 'Une seule étape : Annuler rétablit la répartition.',
  'plan.failover.sizeFor.noFit':
    'Dimensionnée pour tout le trafic, aucune région ne tient dans un niveau Premium : répartissez plutôt les clients sur plus d’instances ou de régions.',
  'plan.timeline.title': 'Un an à l’avance',
  'plan.timeline.mode': 'Croissance',
  'plan.timeline.mode.none': 'Aucune',
  'plan.timeline.mode.percent': 'Un pourcentage par mois',
  'plan.timeline.mode.target': 'Une audience cible',
  'plan.timeline.percent': 'Croissance mensuelle, en pourcentage',
  'plan.timeline.error.percent': 'Croissance mensuelle : saisissez un pourcentage de 0 à 100.',
  'plan.timeline.target': 'Connexions clientes',
  'plan.timeline.error.target':
    'Connexions clientes : saisissez un nombre entier de 1 à 100 000 000.',
  'plan.timeline.month': 'Au mois',
  'plan.timeline.error.month': 'Au mois : saisissez un nombre entier de 1 à 12.',
  'plan.timeline.growth': 'Croissance de {percent} par mois.',
  'plan.timeline.chart.label':
    'Graphique : le coût mensuel de chaque mois, maintenant et les 12 suivants',
  'plan.timeline.table.caption': 'Niveau et coût mois par mois',
  'plan.timeline.table.month': 'Mois',
  'plan.timeline.table.connections': 'Connexions',
  'plan.timeline.table.tier': 'Niveau',
  'plan.timeline.table.cost': 'Coût mensuel',
  'plan.timeline.table.units': 'Unités',
  'plan.timeline.now': 'Maintenant',
  'plan.timeline.noTier': 'Aucun niveau ne convient',
  'plan.timeline.stop': '{tier} ne suffit plus à partir du mois {month}.',
  'plan.timeline.stopNever': '{tier} suffit encore au mois 12.',
  'plan.timeline.change': 'Mois {month} : {change}',
  'plan.tierChange.downtime':
    'De {from} à {to} : l’adresse IP publique change, et le service peut être injoignable pendant {min} à {max} minutes, le temps que le DNS l’apprenne (page de l’éditeur « {page} »).',
  'plan.tierChange.none': 'De {from} à {to} : aucune interruption (page de l’éditeur « {page} »).',
  'plan.tierChange.assumed':
    'De {from} à {to} : le tableau de l’éditeur n’indique aucune interruption de Standard_S1 à Premium_P1 ni de Premium_P1 à Premium_P2, et ne cite pas cette paire ; aucune est notre hypothèse, car aucune adresse IP publique ne change entre Standard et Premium.',
  'plan.tierChange.units': 'De {from} à {to} : plus d’unités au même niveau, aucune interruption.',
  'plan.tierChange.premiumP2':
    'Les opérations de mise à l’échelle de Premium_P2 prennent plus de temps que celles des niveaux plus petits (l’éditeur ne donne pas de chiffre).',
  'plan.tierChange.alternative.singleRegion':
    'Ajouter les réplicas à l’instance qu’une seule région exploiterait. {change}',
  'plan.tierChange.alternative.optimistic': 'Passer au bas de la fourchette. {change}',
  'plan.tierChange.alternative.conservative': 'Passer au haut de la fourchette. {change}',
  'plan.tierChange.alternative.severalInstances': 'Passer à plusieurs instances. {change}',
  'plan.tierChange.page.signalr': 'How to scale an Azure SignalR Service instance?',
  'plan.tierChange.page.webPubSub': 'How to scale an Azure Web PubSub Service instance?',
  'plan.timeline.total': 'Les 12 prochains mois : {cost}.',
  'plan.timeline.totalNoFit': 'Certains mois, aucun niveau ne convient : pas de total sur 12 mois.',
  'plan.timeline.csv': 'Télécharger la chronologie (CSV)',
  // calibration, levers, measured
  'field.named': '{field} : {message}',
  'calibration.factor': '{limit} ×{factor}',
  'calibration.connections': 'connexions',
  'calibration.inbound': 'entrant',
  'calibration.outbound': 'sortant',
  'calibration.messages': 'messages',
  'recommendation.calibrated':
    'Calibré avec vos mesures : la charge prévue est multipliée par {factors}.',
  'levers.heading': 'Ce qui réduit la facture',
  'levers.intro':
    'Chaque économie est le coût mensuel de la réponse actuelle moins son coût avec le changement, tous deux calculés par le moteur. Appliquez-en une pour l’essayer ; Annuler la retire.',
  'levers.none': 'Rien ici ne réduirait le coût mensuel de ce scénario.',
  'levers.noFit': 'Aucun niveau ne convient encore à ce scénario : il n’y a pas de coût à réduire.',
  'levers.chunkBoundary.title': '{bytes} octets ou moins',
  'levers.chunkBoundary.cost':
    'Raccourcissez chaque message de {over} o (noms de propriétés plus courts, moins de champs) : facturé par blocs de 2 Ko, il compte alors une fois au lieu de deux. Aucun coût en latence ni en fonctionnalités.',
  'levers.batching.title': 'Regrouper {count} messages en un',
  'levers.batching.cost':
    'Les messages attendent jusqu’à {delay} leur lot ; chaque lot tient toujours dans un bloc de 2 Ko.',
  'levers.groups.title':
    'Envoyer à des groupes de {count} au lieu de {count} appels d’envoi à une connexion',
  'levers.groups.cost':
    'Seulement quand un même message va à plusieurs connexions ; le serveur d’applications doit tenir à jour les membres des groupes.',
  'levers.rest.broadcast.title': 'Diffuser depuis le serveur par l’API REST',
  'levers.rest.connection.title': 'Envoyer aux utilisateurs depuis le serveur par l’API REST',
  'levers.rest.cost':
    'Le message doit partir de votre serveur, pas d’un client ; chaque envoi est un appel HTTP, plus lent qu’un appel de hub ; plus de trajet facturé vers le serveur d’applications.',
  'levers.compactPayload.title': 'Une charge utile compacte : {share} de chaque message',
  'levers.compactPayload.cost':
    'MessagePack au lieu de JSON, ou des deltas au lieu d’instantanés complets, supposés garder {share} de chaque message ({from} o → {to} o ; réglez la part ci-dessous). Les clients et le serveur doivent tous deux le parler.',
  'levers.compactPayload.ratio': 'Part de sa taille que garde un format compact',
  'levers.compactPayload.ratio.hint':
    'Notre hypothèse tant que vous ne la réglez pas : {share}, d’après l’exemple de msgpack.org lui-même, où 27 o de JSON tiennent en 18 o de MessagePack. Des deltas au lieu d’instantanés complets gardent souvent bien moins : indiquez ce que montrent vos propres messages.',
  'levers.compactPayload.ratio.reset': 'Revenir à notre hypothèse ({share})',
  'levers.longerInterval.title': 'Diffuser toutes les {interval}',
  'levers.longerInterval.cost':
    'Les clients voient chaque mise à jour jusqu’à {delay} plus tard : deux fois moins de mises à jour.',
  'levers.fewerReplicas.title': {
    one: '{count} réplica, un de moins',
    many: '{count} réplicas, un de moins',
    other: '{count} réplicas, un de moins',
  },
  'levers.fewerReplicas.none.title': 'Aucun réplica : la région principale seule',
  'levers.fewerReplicas.cost':
    'Les clients loin des régions restantes attendent plus longtemps chaque message, et la panne d’une région éloigne ses clients.',
  'levers.workload': 'Charge de travail : {name}',
  'levers.saving': 'Économise {saving} par mois ({before} → {after})',
  'levers.apply': 'Appliquer',
  'levers.applyLabel': 'Appliquer « {title} » à {name}',
  'measured.heading': 'Ce que vous avez mesuré',
  'measured.status.empty': 'Rien de saisi',
  'measured.status.entered': {
    one: '{count} métrique saisie',
    many: '{count} métriques saisies',
    other: '{count} métriques saisies',
  },
  'measured.status.calibrated': 'Calibrage appliqué',
  'measured.intro':
    'Saisissez ce qu’Azure Monitor (Métriques) affiche pour votre instance à un pic, tel que le portail l’affiche. La page compare chaque valeur à ce que le moteur prévoit pour le scénario ci-dessus et peut dimensionner avec les rapports mesurés.',
  'measured.sku': 'Référence (SKU)',
  'measured.sku.none': 'Non saisi',
  'measured.units': 'Unités',
  'measured.connectionCount': 'Nombre de connexions (Connection Count, Max)',
  'measured.connectionCount.hint':
    'Clients et connexions serveur ensemble, comme le portail les compte.',
  'measured.messageCountPerDay': 'Nombre de messages (Message Count, somme sur un jour)',
  'measured.messageCountPerDay.hint': 'Compté par blocs de 2 Ko, comme les messages sont facturés.',
  'measured.inboundTrafficBytes': 'Trafic entrant (Inbound Traffic, somme)',
  'measured.outboundTrafficBytes': 'Trafic sortant (Outbound Traffic, somme)',
  'measured.traffic.hint':
    'Octets par granularité de temps, comme le graphique les affiche : 12 Go, 350 Mo ou 3500000000.',
  'measured.trafficGrain': 'Granularité de temps des sommes de trafic',
  'measured.grain.60': '1 minute',
  'measured.grain.300': '5 minutes',
  'measured.grain.900': '15 minutes',
  'measured.grain.1800': '30 minutes',
  'measured.grain.3600': '1 heure',
  'measured.grain.21600': '6 heures',
  'measured.grain.43200': '12 heures',
  'measured.grain.86400': '1 jour',
  'measured.serverLoadPercent': 'Charge du serveur (Server Load, Max)',
  'measured.unit.bytes': 'o',
  'measured.unit.count': 'nombre',
  'measured.unit.messages': 'messages',
  'measured.unit.percent': '%',
  'measured.unit.units': 'unités',
  'measured.table.caption': 'Mesuré et prévu',
  'measured.table.metric': 'Métrique',
  'measured.table.measured': 'Votre mesure',
  'measured.table.predicted': 'Prévision du moteur',
  'measured.table.ratio': 'Rapport',
  'measured.table.none': '–',
  'measured.serverLoad.noTier':
    'Saisissez la référence et les unités pour comparer la charge du serveur.',
  'measured.apply': 'Dimensionner avec les rapports mesurés',
  'measured.remove': 'Arrêter le calibrage',
  'measured.clear': 'Effacer vos mesures',
  'measured.applied': 'Dimensionné avec : {factors}',
  'measured.nothingToApply':
    'Saisissez le nombre de connexions, le nombre de messages ou une somme de trafic pour calibrer.',
  'measured.typed.heading': 'Ou saisir ce que le portail affiche au pic',
  'measured.file.heading': 'Lire les métriques enregistrées par Azure',
  'measured.file.intro':
    'Chargez ce qu’Azure Monitor a enregistré pour votre instance, une valeur par heure sur une journée ou plus : le JSON de az monitor metrics list, ou le CSV que télécharge le graphique de métriques du portail (plusieurs fichiers à la fois, un par graphique). La page en tire le profil de la journée, le pic de chaque métrique et son rapport à la prévision. Les fichiers sont lus dans ce navigateur et ne vont nulle part.',
  'measured.file.choose': 'Lire des fichiers de métriques…',
  'measured.file.input': 'Fichiers de métriques (JSON ou CSV)',
  'measured.file.offset': 'Heures de la journée en',
  'measured.file.offset.utc': 'UTC, comme Azure Monitor les écrit',
  'measured.file.offset.value': 'UTC{offset}',
  'measured.file.offset.hint':
    'Pour les heures écrites avec leur fuseau (celles du JSON). Les heures écrites sans fuseau (le CSV du portail) sont lues telles qu’elles sont écrites.',
  'measured.file.reading': 'Lecture de {file}…',
  'measured.file.summary': {
    one: '{file} : {metrics}, une valeur par heure, {count} heure du {start} au {end}.',
    many: '{file} : {metrics}, une valeur par heure, {count} heures du {start} au {end}.',
    other: '{file} : {metrics}, une valeur par heure, {count} heures du {start} au {end}.',
  },
  'measured.file.zoneless':
    'Ses heures n’indiquent aucun fuseau : elles sont lues telles qu’elles sont écrites.',
  'measured.file.otherService':
    'Ces métriques viennent de {fileService} ; le scénario dimensionne {scenarioService}.',
  'measured.file.profile':
    'La journée qu’elles donnent : le pic à {peakHour} ; l’heure la plus calme, {quietHour}, à {quietLevel} de celui-ci.',
  'measured.file.profile.none':
    'Pas de profil de la journée : il faut pour cela le nombre de connexions, le nombre de messages ou une somme de trafic. Le redimensionnement laisse la journée telle quelle.',
  'measured.file.quota':
    'Au pic des connexions, {connections} connexions représentaient {percent} du quota de connexions : un quota d’environ {quota} connexions.',
  'measured.file.factors.caption': 'Les pics du fichier face à la prévision',
  'measured.file.peak': '{value} à {time}',
  'measured.file.resize': 'Redimensionner le plan d’après ces métriques',
  'measured.file.resize.hint':
    'Une seule étape, qu’Annuler défait : les pics remplacent les métriques saisies ci-dessus (la SKU et les unités restent), leurs rapports deviennent le calibrage et la journée devient le profil de charge. Ce qu’ils remplacent est aussi mis de côté.',
  'measured.file.resized': 'Redimensionné d’après {file}.',
  'measured.file.already':
    'Le scénario contient déjà ce que donnent ces métriques : rien à changer.',
  'measured.file.undo': 'Annuler le redimensionnement',
  'measured.file.undone': 'Le redimensionnement est annulé : le scénario est tel qu’il était.',
  'measured.file.chart.summary': 'Mesuré face au prévu, heure par heure',
  'measured.file.chart.metric': 'Métrique affichée',
  'measured.file.chart.label': '{metric} : mesuré face au prévu, par heure de la journée',
  'measured.file.chart.measured': 'Mesuré (la journée la plus chargée)',
  'measured.file.chart.planned': 'Prévu',
  'measured.file.chart.legend': 'Courbes du graphique',
  'measured.file.chart.caption': '{metric}, heure par heure',
  'measured.file.chart.table': 'Afficher en tableau',
  'measured.file.chart.hour': 'Heure',
  'measured.file.chart.noPlan':
    'Rien ne convient au scénario : il n’y a donc aucun déploiement sur lequel lire l’utilisation du quota de connexions ou la charge du serveur.',
  'measured.file.metric.connectionCount': 'Nombre de connexions (Connection Count, Max)',
  'measured.file.metric.connectionQuotaUtilization':
    'Utilisation du quota de connexions (Connection Quota Utilization, Max)',
  'measured.file.metric.messageCount': 'Nombre de messages (Message Count, somme par heure)',
  'measured.file.metric.inboundTraffic': 'Trafic entrant (Inbound Traffic, somme par heure)',
  'measured.file.metric.outboundTraffic': 'Trafic sortant (Outbound Traffic, somme par heure)',
  'measured.file.metric.serverLoad': 'Charge du serveur (Server Load, Max)',
  'measured.file.error.lead': 'Les métriques de {file} n’ont pas pu être utilisées.',
  'measured.file.error.kept':
    'Rien n’a changé : le scénario et vos saisies sont tels qu’ils étaient.',
  'measured.file.error.more': {
    one: '…et {count} autre problème.',
    many: '…et {count} autres problèmes.',
    other: '…et {count} autres problèmes.',
  },
  'measured.file.where.series': 'Série « {name} »',
  'measured.file.where.line': 'Ligne {line}',
  'measured.file.where.column': 'Ligne {line}, colonne « {name} »',
  'measured.file.where.file': '{file} : {problem}',
  'measured.file.problem.empty': 'Le fichier est vide.',
  'measured.file.problem.unreadable': 'Il n’a pas pu être lu : {reason}',
  'measured.file.problem.notText':
    'Ce fichier n’est pas du texte {encoding} : certains de ses octets ne sont pas des caractères. Azure écrit ses métriques en UTF-8 : enregistrez tel quel le fichier écrit par az monitor metrics list ou par le graphique du portail, ou enregistrez-le en UTF-8, puis réessayez.',
  'measured.file.problem.tooLarge':
    'Le fichier fait {size} : un fichier de métriques fait au plus {max} (un mois des six métriques prend environ 1 Mo).',
  'measured.file.problem.syntax':
    'Il commence comme du JSON mais n’en est pas : il cesse d’en être à la ligne {line}, colonne {column}.',
  'measured.file.problem.shape':
    'C’est du JSON, mais pas ce qu’écrit az monitor metrics list : « {path} » manque ou n’est pas ce qu’Azure y écrit.',
  'measured.file.problem.noHeader':
    'Aucune ligne d’en-tête avec une colonne d’heure suivie d’heures : la page lit le CSV que télécharge le graphique de métriques du portail (une colonne « Time », puis une colonne par métrique).',
  'measured.file.problem.otherMetric':
    '{where} : ce n’est pas une métrique que la page lit ({known}).',
  'measured.file.problem.noMetric':
    'Il ne contient aucune des métriques que la page lit ({known}).',
  'measured.file.problem.duplicate': '{where} : cette métrique est déjà lue, dans une autre série.',
  'measured.file.problem.unit':
    '{where} : son unité est {found}, alors qu’Azure Monitor la mesure en {expected}.',
  'measured.file.problem.aggregation':
    '{where} : la page en lit la valeur « {expected} » (--aggregation {expectedCli}), que le fichier ne contient pas.',
  'measured.file.problem.aggregation.found':
    '{where} : elle contient la valeur « {found} », et la page lit la valeur « {expected} » (--aggregation {expectedCli}).',
  'measured.file.problem.split':
    '{where} : répartie en {count} séries selon une dimension. Listez-la sans --dimension ni --filter, pour qu’elle soit celle de toute la ressource.',
  'measured.file.problem.interval':
    'L’intervalle est {interval} ({duration}) : la page lit une valeur par heure (--interval PT1H, ou une granularité de 1 heure dans le portail).',
  'measured.file.problem.interval.step':
    '{where} : {time} vient {duration} après la valeur précédente ; la page lit une valeur par heure (--interval PT1H, ou une granularité de 1 heure dans le portail).',
  'measured.file.problem.gap': '{where} : aucune valeur à {time}.',
  'measured.file.problem.gap.more': {
    one: '{where} : aucune valeur à {time}, ni pendant {count} autre heure.',
    many: '{where} : aucune valeur à {time}, ni pendant {count} autres heures.',
    other: '{where} : aucune valeur à {time}, ni pendant {count} autres heures.',
  },
  'measured.file.problem.short': {
    one: 'Il couvre {count} heure : la page a besoin d’une journée ou plus (24 heures ou davantage), une valeur par heure.',
    many: 'Il couvre {count} heures : la page a besoin d’une journée ou plus (24 heures ou davantage), une valeur par heure.',
    other:
      'Il couvre {count} heures : la page a besoin d’une journée ou plus (24 heures ou davantage), une valeur par heure.',
  },
  'measured.file.problem.time': '{where} : « {text} » n’est pas une heure que la page lit.',
  'measured.file.problem.number': '{where} : « {text} » n’est pas un nombre positif ou nul.',
  'measured.file.problem.beyond':
    '{where} : son pic, {value}, dépasse ce que la page accepte ({max}).',
  'measured.file.aggregation.maximum': 'maximum',
  'measured.file.aggregation.total': 'somme',
  'measured.file.aggregation.average': 'moyenne',
  'measured.file.aggregation.minimum': 'minimum',
  'measured.file.aggregation.count': 'nombre',
  'levers.instance.title': 'Utiliser {recommended} au lieu de votre {instance}',
  'levers.instance.premium':
    'Standard n’offre ni mise à l’échelle automatique, ni zones de disponibilité, ni géoréplication, que Premium propose. Changez le niveau dans le portail Azure : le scénario est déjà dimensionné pour le niveau recommandé.',
  'levers.instance.same':
    'Moins de marge au-dessus du pic actuel que votre instance. Changez le niveau dans le portail Azure : le scénario est déjà dimensionné pour le niveau recommandé.',
};

/** Keys whose text is the same as English on purpose: proper nouns, product and SKU names, units, symbols. */
export const sameAsEnglish: readonly MessageKey[] = [
  // Placeholders and symbols only: the same in every language.
  'measured.file.offset.value',
  // “Instances” is French too.
  'cli.diff.change',
  'exportImport.csv.instances',
  // “Service” is French too.
  'exportImport.plan.service',
  // Placeholders only: the same order reads in every language.
  'prices.basis.short.priceList',
  'working.chunks.bytes',
  'plan.replicas.table.clients',
  'plan.autoscale.minutes',
  'plan.failover.clients',
  'plan.tierChange.page.signalr',
  'plan.tierChange.page.webPubSub',
  // The services' own names, as Microsoft writes them in every language.
  'service.signalr',
  'service.webPubSub',
  // “Service” is French too (the vendor's French pages say « le service Azure Web PubSub »).
  'settings.service',
  // Product names, as their makers write them.
  'deploy.format.bicep',
  'deploy.format.terraform',
  'deploy.format.cli',
  'deploy.format',
  // "Plan" is the French word too.
  'exportImport.csv.planFigure',
  'sku.Free',
  'sku.Standard_S1',
  'sku.Premium_P1',
  'sku.Premium_P2',
  'tier.label',
  'unit.messagesPerSecond',
  'composer.transport.webSockets',
  'composer.transport.serverSentEvents',
  'composer.unit.seconds',
  'composer.unit.perSecond',
  'embed.dialog.unit.px',
  'exportImport.md.growth',
  'growth.tick',
  'guideTables.provenance',
  'headroom.caption.range',
  'headroom.axis.clipped',
  'headroom.tick.Free',
  'headroom.tick.Standard_S1',
  'headroom.tick.Premium_P1',
  'headroom.tick.Premium_P2',
  'headroom.summary.item',
  'headroom.table.notApplicable',
  'library.numberedName',
  'library.compare.none',
  'settings.unit.percent',
  // « hub » is the French documentation's own word for a SignalR hub; here it is the slider's unit label.
  'settings.unit.hubs',
  'settings.framework.aspnetcore',
  'settings.framework.aspnet',
  'totals.noCost',
  'working.summary',
  'working.framework.aspnetcore',
  'working.framework.aspnet',
  'reverse.filled.connections',
  'reverse.filled.messageBytes',
  'reverse.filled.sendIntervalSeconds',
  'calibration.factor',
  'calibration.messages',
  'measured.grain.60',
  'measured.grain.300',
  'measured.grain.900',
  'measured.grain.1800',
  'measured.unit.messages',
  'measured.unit.percent',
  'measured.table.none',
  'issue.fieldNames.separator',
];
