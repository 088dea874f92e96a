import { localized } from './text';
import type { SeedProject } from './types';

/** Case studies of the projects page; the last one is a draft that never shows. */
const caseStudies: SeedProject[] = [
  {
    slug: 'commande-en-ligne-maison-fournier',
    client: 'maison-fournier',
    title: localized('Le click & collect de Maison Fournier', 'Click & collect for Maison Fournier'),
    summary: localized(
      'Une application web installable pour commander pains et gâteaux dans trois boutiques, et un écran de production pour le fournil.',
      'An installable web app to order bread and cakes from three shops, and a production screen for the bakehouse.',
    ),
    body: localized(
      `
      ## Le contexte

      Trois boutiques, des commandes de gâteaux notées à la main et un téléphone qui sonne en plein coup de feu. La gérante voulait que ses clients commandent en ligne sans télécharger d'application ni créer de compte, et que le fournil sache le soir ce qu'il doit produire le lendemain.

      ## Ce que nous avons construit

      - Une **progressive web app** : elle s'ouvre dans le navigateur, s'installe sur l'écran d'accueil et reste consultable en cas de réseau faible.
      - Un catalogue par boutique, avec les produits du jour, les commandes spéciales et les allergènes bien visibles.
      - Le choix d'un créneau de retrait par quart d'heure, plafonné pour éviter l'embouteillage au comptoir.
      - Un écran de production pour le fournil : les commandes du lendemain regroupées par produit, imprimables en une page.

      Nous avons livré une première version en six semaines, limitée aux gâteaux, puis ouvert le pain et les viennoiseries une fois l'équipe à l'aise.

      ## Le résultat

      Près d'un tiers des commandes du week-end passent désormais par l'application, le téléphone sonne beaucoup moins et les invendus ont baissé. La page la plus lourde pèse moins de 300 Ko, ce qui compte pour les clients qui commandent dans le métro.
      `,
      `
      ## The context

      Three shops, cake orders written by hand and a phone ringing in the middle of the morning rush. The manager wanted customers to order online without downloading an app or creating an account, and the bakehouse to know each evening what to bake the next day.

      ## What we built

      - A **progressive web app**: it opens in the browser, installs on the home screen and stays usable on a weak connection.
      - A catalogue per shop, with the day's products, special orders and allergens clearly shown.
      - Collection slots every fifteen minutes, capped so the counter never jams.
      - A production screen for the bakehouse: the next day's orders grouped by product, printable on a single page.

      We shipped a first version in six weeks, for cakes only, then opened bread and pastries once the team felt at ease.

      ## The result

      Nearly a third of weekend orders now go through the app, the phone rings far less and unsold stock has gone down. The heaviest page weighs under 300 KB, which matters for customers ordering on the underground.
      `,
    ),
    image: '/media/projects/commande-en-ligne-maison-fournier.svg',
    challenge: localized('Des commandes de gâteaux notées sur un cahier et un téléphone qui sonne en plein coup de feu, dans trois boutiques.', 'Cake orders written in a notebook and a phone ringing in the middle of the rush, in three shops.'),
    approach: localized('Deux matinées derrière le comptoir, puis une application web installable livrée en six semaines, gâteaux d\'abord.', 'Two mornings behind the counter, then an installable web app shipped in six weeks, cakes first.'),
    result: localized('Les clients commandent sans compte ni téléchargement, et le fournil sait la veille ce qu\'il doit produire.', 'Customers order with no account or download, and the bakehouse knows the day before what to bake.'),
    outcomes: [
      { figure: localized('31 %', '31%'), label: localized('des commandes du week-end passées en ligne', 'of weekend orders placed online') }, // sample
      { figure: localized('-40 %', '-40%'), label: localized('d\'appels pendant le coup de feu', 'calls during the morning rush') }, // sample
      { figure: localized('280 Ko', '280 KB'), label: localized('pour la page la plus lourde', 'for the heaviest page') }, // sample
    ],
    stack: ['React', 'TypeScript', 'PWA', 'Node.js', 'PostgreSQL'],
    screens: [
      { image: '/media/projects/commande-en-ligne-maison-fournier/screen-1-phone.svg', device: 'phone', alt: localized('Le catalogue des gâteaux de la boutique de Montreuil, avec leurs prix', 'The Montreuil shop\'s cake catalogue, with prices') },
      { image: '/media/projects/commande-en-ligne-maison-fournier/screen-2-phone.svg', device: 'phone', alt: localized('Le choix d\'un créneau de retrait par quart d\'heure', 'Choosing a collection slot, every fifteen minutes') },
      { image: '/media/projects/commande-en-ligne-maison-fournier/screen-3-tablet.svg', device: 'tablet', alt: localized('L\'écran du fournil : les commandes du lendemain regroupées par produit', 'The bakehouse screen: the next day\'s orders grouped by product') },
    ],
    publishedAt: '2025-03-12T09:00:00.000Z',
    published: true,
  },
  {
    slug: 'reservation-jardins-de-l-ourcq',
    client: 'jardins-de-l-ourcq',
    title: localized('Parcelles, outils et arrosage aux Jardins de l\'Ourcq', 'Plots, tools and watering at Les Jardins de l\'Ourcq'),
    summary: localized(
      'Une plateforme associative pour gérer la liste d\'attente des parcelles, le prêt d\'outils et les permanences d\'été.',
      'A platform for an association to manage the plot waiting list, tool lending and summer shifts.',
    ),
    body: localized(
      `
      ## Le contexte

      Quatre jardins, environ 180 adhérents, une liste d'attente de deux ans tenue dans un tableur que seules deux personnes savaient lire. Les outils communs disparaissaient et, chaque été, il fallait supplier pour trouver des volontaires à l'arrosage.

      ## Ce que nous avons construit

      - Une liste d'attente transparente : chacun voit sa position et la règle d'attribution, votée en assemblée générale.
      - La réservation des outils communs, avec un rappel la veille du retour.
      - Un planning des permanences d'arrosage où l'on s'inscrit en deux gestes, et qui signale les jours sans personne.
      - Un espace d'administration pensé pour des bénévoles qui changent chaque année : pas de jargon, une aide sur chaque écran.

      Le site est léger, fonctionne sur des téléphones de plus de cinq ans et reste lisible en plein soleil grâce à des contrastes élevés.

      ## Le résultat

      Les questions sur la liste d'attente ont presque disparu de la boîte mail, les outils reviennent et les permanences d'été sont complètes trois semaines à l'avance. Deux adhérents administrent la plateforme seuls depuis la première saison.
      `,
      `
      ## The context

      Four gardens, around 180 members, and a two-year waiting list kept in a spreadsheet only two people could read. Shared tools kept disappearing, and every summer it took pleading to find watering volunteers.

      ## What we built

      - A transparent waiting list: everyone sees their position and the allocation rule voted at the general meeting.
      - Booking for the shared tools, with a reminder the day before they are due back.
      - A watering rota members join in two taps, which flags the days nobody has taken.
      - An admin area designed for volunteers who change every year: no jargon, help on every screen.

      The site is light, works on phones more than five years old and stays readable in full sunlight thanks to high contrast.

      ## The result

      Questions about the waiting list have all but vanished from the inbox, tools come back, and summer shifts are full three weeks ahead. Two members have run the platform on their own since the first season.
      `,
    ),
    image: '/media/projects/reservation-jardins-de-l-ourcq.svg',
    challenge: localized('Une liste d\'attente de deux ans tenue dans un tableur illisible, des outils qui disparaissent, des étés sans volontaires.', 'A two-year waiting list in an unreadable spreadsheet, tools going missing, summers without volunteers.'),
    approach: localized('Une plateforme légère conçue avec les adhérents, à tarif associatif, lisible en plein soleil sur de vieux téléphones.', 'A light platform designed with the members, at our non-profit rate, readable in full sunlight on old phones.'),
    result: localized('Chacun voit sa place dans la liste, les outils reviennent et deux bénévoles administrent tout seuls.', 'Everyone sees their place on the list, tools come back, and two volunteers run it all on their own.'),
    outcomes: [
      { figure: localized('3 semaines', '3 weeks'), label: localized('d\'avance pour remplir les permanences d\'été', 'ahead to fill the summer shifts') }, // sample
      { figure: localized('180', '180'), label: localized('adhérents sur la plateforme', 'members on the platform') }, // sample
      { figure: localized('0', '0'), label: localized('outil perdu la première saison', 'tools lost in the first season') }, // sample
    ],
    stack: ['React', 'TypeScript', 'Fastify', 'SQLite'],
    screens: [
      { image: '/media/projects/reservation-jardins-de-l-ourcq/screen-1-phone.svg', device: 'phone', alt: localized('La position d\'un adhérent dans la liste d\'attente des parcelles', 'A member\'s position on the plot waiting list') },
      { image: '/media/projects/reservation-jardins-de-l-ourcq/screen-2-phone.svg', device: 'phone', alt: localized('Le planning d\'arrosage de juillet, avec les jours sans volontaire', 'The July watering rota, with the days nobody has taken') },
      { image: '/media/projects/reservation-jardins-de-l-ourcq/screen-3-laptop.svg', device: 'laptop', alt: localized('Le plan des parcelles du jardin du Pont, dans l\'espace d\'administration', 'The plot map of the Pont garden, in the admin area') },
    ],
    publishedAt: '2025-05-20T09:00:00.000Z',
    published: true,
  },
  {
    slug: 'preuves-de-livraison-transports-belkacem',
    client: 'transports-belkacem',
    title: localized('Des preuves de livraison hors ligne pour Transports Belkacem', 'Offline proof of delivery for Transports Belkacem'),
    summary: localized(
      'Une application mobile pour vingt-cinq chauffeurs et un tableau de bord de suivi des tournées pour le dépôt.',
      'A mobile app for twenty-five drivers and a round-tracking dashboard for the depot.',
    ),
    body: localized(
      `
      ## Le contexte

      Les chauffeurs remplissaient des bons de livraison papier, signés sur le capot du camion, puis rapportés au dépôt en fin de semaine. Un bon perdu, c'était une facture contestée et des heures passées au téléphone.

      ## Ce que nous avons construit

      - Une application mobile iOS et Android, écrite une seule fois en React Native, installée sur les téléphones professionnels des chauffeurs.
      - Pour chaque arrêt : photo du colis déposé, signature du client sur l'écran, remarques dictées à la voix.
      - Un fonctionnement **entièrement hors ligne** : tout est enregistré sur le téléphone et envoyé dès que le réseau revient, sans que le chauffeur ait à y penser.
      - Au dépôt, un tableau de bord web qui suit les tournées et transmet chaque preuve de livraison au logiciel de facturation.

      Nous avons passé deux journées en cabine avec les chauffeurs avant d'écrire une ligne de code. C'est là que nous avons compris que l'application devait se manier d'une main, avec de gros boutons.

      ## Le résultat

      Les factures partent le jour même, les litiges se règlent avec une photo horodatée et plus aucun bon ne se perd. L'application a été adoptée par tous les chauffeurs en moins d'un mois.
      `,
      `
      ## The context

      Drivers filled in paper delivery notes, signed on the bonnet of the lorry, then brought back to the depot at the end of the week. A lost note meant a disputed invoice and hours on the phone.

      ## What we built

      - A mobile app for iOS and Android, written once in React Native, installed on the drivers' work phones.
      - For every stop: a photo of the dropped parcel, the customer's signature on screen, spoken notes.
      - A **fully offline** design: everything is stored on the phone and sent as soon as the signal returns, without the driver having to think about it.
      - At the depot, a web dashboard that follows the rounds and passes every proof of delivery to the invoicing software.

      We spent two days in the cab with drivers before writing a line of code. That is where we learnt the app had to be usable one-handed, with big buttons.

      ## The result

      Invoices go out on the same day, disputes are settled with a time-stamped photo, and no delivery note gets lost any more. Every driver had adopted the app within a month.
      `,
    ),
    image: '/media/projects/preuves-de-livraison-transports-belkacem.svg',
    challenge: localized('Des bons de livraison papier perdus ou déchirés, et une facturation qui attendait parfois dix jours leur retour.', 'Paper delivery notes lost or torn, and invoicing that sometimes waited ten days for them to come back.'),
    approach: localized('Deux jours en cabine avec les chauffeurs, puis une application React Native qui fonctionne entièrement hors ligne.', 'Two days in the cab with drivers, then a React Native app that works fully offline.'),
    result: localized('Chaque livraison a sa photo et sa signature, envoyées dès que le réseau revient, et les factures partent le jour même.', 'Every delivery has its photo and signature, sent as soon as the signal returns, and invoices go out the same day.'),
    outcomes: [
      { figure: localized('10 j -> 0', '10 d -> 0'), label: localized('de délai avant facturation', 'delay before invoicing') }, // sample
      { figure: localized('25/25', '25/25'), label: localized('chauffeurs équipés en un mois', 'drivers on board within a month') }, // sample
      { figure: localized('100 %', '100%'), label: localized('des preuves envoyées, même sans réseau', 'of proofs sent, even without a signal') }, // sample
    ],
    stack: ['React Native', 'TypeScript', 'SQLite (offline)', 'Node.js', 'PostgreSQL'],
    screens: [
      { image: '/media/projects/preuves-de-livraison-transports-belkacem/screen-1-phone.svg', device: 'phone', alt: localized('Un arrêt de tournée : photo du colis, signature et bouton Livré', 'A stop on the round: parcel photo, signature and a Delivered button') },
      { image: '/media/projects/preuves-de-livraison-transports-belkacem/screen-2-phone.svg', device: 'phone', alt: localized('Les livraisons enregistrées hors ligne, en attente d\'envoi', 'Deliveries stored offline, waiting to be sent') },
      { image: '/media/projects/preuves-de-livraison-transports-belkacem/screen-3-laptop.svg', device: 'laptop', alt: localized('Le tableau de bord du dépôt et la carte des tournées', 'The depot dashboard and the map of the rounds') },
    ],
    publishedAt: '2025-09-08T09:00:00.000Z',
    published: true,
  },
  {
    slug: 'billetterie-treteaux-du-canal',
    client: 'treteaux-du-canal',
    title: localized('Le site et la billetterie des Tréteaux du Canal', 'Website and ticketing for Les Tréteaux du Canal'),
    summary: localized(
      'Un site de saison rapide et accessible, avec une billetterie intégrée qui ne prélève rien sur le prix des places.',
      'A fast, accessible season website with built-in ticketing that takes nothing from the ticket price.',
    ),
    body: localized(
      `
      ## Le contexte

      La compagnie passait par une billetterie en ligne qui prenait une commission sur chaque place, et son site, construit il y a dix ans, était illisible sur téléphone. Mettre en ligne une nouvelle saison prenait une semaine à l'administratrice.

      ## Ce que nous avons construit

      - Un site de saison sobre, où chaque spectacle a sa page : résumé, distribution, dates, accessibilité de la salle.
      - Une billetterie intégrée, avec paiement en ligne, placement libre et tarifs réduits vérifiés au guichet.
      - Des billets envoyés par e-mail, qui restent lisibles hors ligne à l'entrée de la salle.
      - Un outil de saisie des spectacles et des dates pensé pour l'équipe, sans passer par nous.

      L'accessibilité faisait partie du cahier des charges dès le départ : navigation au clavier, textes alternatifs, sous-titres des bandes-annonces et informations d'accès pour les personnes à mobilité réduite.

      ## Le résultat

      La compagnie ne paie plus de commission par billet, la saison se publie en une après-midi et une part croissante des réservations se fait depuis un téléphone.
      `,
      `
      ## The context

      The company used an online ticketing service that took a commission on every seat, and its ten-year-old website was unreadable on phones. Putting a new season online took the administrator a week.

      ## What we built

      - A plain season website where every show has its own page: synopsis, cast, dates, venue accessibility.
      - Built-in ticketing with online payment, unreserved seating and concessions checked at the door.
      - Tickets sent by e-mail that stay readable offline at the venue entrance.
      - A tool for entering shows and dates designed for the team, without going through us.

      Accessibility was in the brief from day one: keyboard navigation, text alternatives, subtitled trailers and access information for people with reduced mobility.

      ## The result

      The company no longer pays a commission per ticket, a season goes online in an afternoon, and a growing share of bookings is made from a phone.
      `,
    ),
    image: '/media/projects/billetterie-treteaux-du-canal.svg',
    challenge: localized('Une commission prélevée sur chaque place, un site illisible sur téléphone et une semaine de travail par saison.', 'A commission on every seat, a website unreadable on phones, and a week of work for each new season.'),
    approach: localized('Un site de saison sobre et accessible, une billetterie intégrée et un outil de saisie pensé pour l\'équipe.', 'A plain, accessible season website, built-in ticketing and an editing tool designed for the team.'),
    result: localized('La compagnie garde tout le prix de ses places et publie une saison en une après-midi.', 'The company keeps the full price of its seats and publishes a season in an afternoon.'),
    outcomes: [
      { figure: localized('0 €', 'EUR 0'), label: localized('de commission par billet', 'commission per ticket') }, // sample
      { figure: localized('1 après-midi', '1 afternoon'), label: localized('pour publier une saison', 'to publish a season') }, // sample
      { figure: localized('RGAA AA', 'RGAA AA'), label: localized('dès la mise en ligne', 'from launch day') }, // sample
    ],
    stack: ['React', 'TypeScript', 'Fastify', 'Stripe', 'PostgreSQL'],
    screens: [
      { image: '/media/projects/billetterie-treteaux-du-canal/screen-1-laptop.svg', device: 'laptop', alt: localized('La page de la saison et ses quatre spectacles', 'The season page and its four shows') },
      { image: '/media/projects/billetterie-treteaux-du-canal/screen-2-phone.svg', device: 'phone', alt: localized('Un billet électronique lisible hors ligne à l\'entrée', 'An e-ticket readable offline at the door') },
      { image: '/media/projects/billetterie-treteaux-du-canal/screen-3-phone.svg', device: 'phone', alt: localized('Le choix des places et des tarifs, avec les informations d\'accès', 'Choosing seats and prices, with access information') },
    ],
    publishedAt: '2025-11-04T09:00:00.000Z',
    published: true,
  },
  {
    slug: 'site-accessible-clic-et-lien',
    client: 'clic-et-lien',
    title: localized('Un site vraiment accessible pour Clic & Lien', 'A truly accessible website for Clic & Lien'),
    summary: localized(
      'Un site conforme au niveau AA du RGAA, testé avec les personnes qu\'il sert, et une inscription aux ateliers en trois étapes.',
      'A website meeting RGAA level AA, tested with the people it serves, and workshop sign-up in three steps.',
    ),
    body: localized(
      `
      ## Le contexte

      Clic & Lien aide des personnes éloignées du numérique, souvent âgées, à faire leurs démarches en ligne. Son propre site était pourtant difficile à utiliser : textes minuscules, menus déroulants, formulaire d'inscription en deux pages.

      ## Ce que nous avons construit

      - Des maquettes testées lors de trois ateliers, avec des participants qui découvraient parfois la souris.
      - Un site conforme au niveau AA du RGAA : contrastes forts, tailles de texte généreuses, navigation au clavier, liens explicites.
      - Une inscription aux ateliers en trois étapes, et un bouton « Être rappelé » pour celles et ceux qui préfèrent le téléphone.
      - Une page « Préparer sa venue » avec des photos des lieux, l'accès en bus et ce qu'il faut apporter.

      Nous avons fait auditer le site par une personne non voyante utilisatrice de lecteur d'écran avant la mise en ligne, et corrigé chaque point relevé.

      ## Le résultat

      Les bénévoles consacrent moins de temps aux inscriptions et plus à l'accompagnement. Le site est devenu un support d'atelier : on y apprend à remplir un formulaire en ligne sans se sentir piégé.
      `,
      `
      ## The context

      Clic & Lien helps people who struggle with digital tools, often elderly, do their paperwork online. Yet its own website was hard to use: tiny text, drop-down menus, a sign-up form spread over two pages.

      ## What we built

      - Mock-ups tested in three workshops, with participants some of whom were using a mouse for the first time.
      - A website meeting RGAA level AA: strong contrast, generous text sizes, keyboard navigation, explicit links.
      - Workshop sign-up in three steps, and a "Call me back" button for those who prefer the phone.
      - A "Getting here" page with photos of the venues, bus routes and what to bring.

      Before launch, a blind screen-reader user audited the site, and we fixed every point raised.

      ## The result

      Volunteers spend less time on sign-ups and more on helping people. The website has become teaching material: it is where participants learn to fill in an online form without feeling trapped.
      `,
    ),
    image: '/media/projects/site-accessible-clic-et-lien.svg',
    challenge: localized('Une association d\'inclusion numérique dont le propre site était difficile à utiliser pour les personnes qu\'elle aide.', 'A digital-inclusion charity whose own website was hard to use for the people it helps.'),
    approach: localized('Des maquettes testées en atelier avec les participants, puis un audit par une personne utilisatrice de lecteur d\'écran.', 'Mock-ups tested in workshops with participants, then an audit by a screen-reader user.'),
    result: localized('Un site conforme au RGAA niveau AA, devenu un support d\'atelier, et des inscriptions en trois étapes.', 'A website meeting RGAA level AA, now used as teaching material, and sign-up in three steps.'),
    outcomes: [
      { figure: localized('3', '3'), label: localized('étapes pour s\'inscrire, au lieu de deux pages', 'steps to sign up, instead of two pages') }, // sample
      { figure: localized('100 %', '100%'), label: localized('des critères RGAA AA respectés', 'of RGAA AA criteria met') }, // sample
      { figure: localized('-50 %', '-50%'), label: localized('de temps passé sur les inscriptions', 'time spent on sign-ups') }, // sample
    ],
    stack: ['HTML', 'CSS', 'TypeScript', 'Eleventy'],
    screens: [
      { image: '/media/projects/site-accessible-clic-et-lien/screen-1-laptop.svg', device: 'laptop', alt: localized('La page d\'accueil, en grands caractères et contrastes forts', 'The home page, in large type and strong contrast') },
      { image: '/media/projects/site-accessible-clic-et-lien/screen-2-phone.svg', device: 'phone', alt: localized('L\'étape 2 sur 3 de l\'inscription à un atelier', 'Step 2 of 3 of the workshop sign-up') },
      { image: '/media/projects/site-accessible-clic-et-lien/screen-3-tablet.svg', device: 'tablet', alt: localized('La page Préparer sa venue : bus, plan et ce qu\'il faut apporter', 'The Getting here page: bus, map and what to bring') },
    ],
    publishedAt: '2026-02-10T09:00:00.000Z',
    published: true,
  },
  {
    slug: 'rendez-vous-optique-lemaire',
    client: 'optique-lemaire',
    title: localized('La prise de rendez-vous d\'Optique Lemaire', 'Appointment booking for Optique Lemaire'),
    summary: localized(
      'Un agenda partagé entre quatre magasins, la réservation en ligne et des rappels par SMS pour réduire les rendez-vous manqués.',
      'A diary shared between four shops, online booking and SMS reminders to cut missed appointments.',
    ),
    body: localized(
      `
      ## Le contexte

      Chaque magasin tenait son agenda papier. Un client qui appelait le mauvais magasin devait rappeler ailleurs, et près d'un rendez-vous sur six n'était pas honoré, laissant des créneaux vides alors que d'autres clients attendaient.

      ## Ce que nous avons construit

      - La réservation en ligne d'un examen de vue, d'un ajustement ou d'un essayage, dans le magasin de son choix.
      - Un agenda commun aux quatre magasins, relié au logiciel de caisse pour retrouver la fiche du client.
      - Un rappel par SMS la veille, avec un lien pour déplacer ou annuler le rendez-vous sans appeler.
      - Une liste d'attente : un créneau libéré est proposé automatiquement aux clients qui le souhaitent.

      Les données de santé demandent de la rigueur : elles restent hébergées en France, chiffrées, et nous n'en collectons pas plus que nécessaire.

      ## Le résultat

      Les rendez-vous manqués ont nettement reculé et les créneaux annulés trouvent preneur. Les opticiens passent moins de temps au téléphone et plus avec leurs clients.
      `,
      `
      ## The context

      Each shop kept its own paper diary. A customer who called the wrong shop had to call another one, and nearly one appointment in six was missed, leaving empty slots while other customers waited.

      ## What we built

      - Online booking of an eye test, a fitting or a try-on, in the shop of one's choice.
      - A diary shared by the four shops, connected to the till software to bring up the customer's record.
      - An SMS reminder the day before, with a link to move or cancel the appointment without calling.
      - A waiting list: a freed slot is offered automatically to the customers who asked for one.

      Health data calls for rigour: it stays hosted in France, encrypted, and we collect no more of it than needed.

      ## The result

      Missed appointments have dropped sharply and cancelled slots find takers. The opticians spend less time on the phone and more with their customers.
      `,
    ),
    image: '/media/projects/rendez-vous-optique-lemaire.svg',
    challenge: localized('Quatre agendas papier, des clients qui appelaient le mauvais magasin et un rendez-vous sur six non honoré.', 'Four paper diaries, customers calling the wrong shop, and one appointment in six missed.'),
    approach: localized('Un agenda commun relié au logiciel de caisse, la réservation en ligne et des rappels par SMS, données hébergées en France.', 'A shared diary connected to the till software, online booking and SMS reminders, with data hosted in France.'),
    result: localized('Les créneaux annulés trouvent preneur et les opticiens passent plus de temps avec leurs clients.', 'Cancelled slots find takers and the opticians spend more time with their customers.'),
    outcomes: [
      { figure: localized('-60 %', '-60%'), label: localized('de rendez-vous manqués', 'missed appointments') }, // sample
      { figure: localized('4', '4'), label: localized('magasins sur un seul agenda', 'shops on a single diary') }, // sample
      { figure: localized('38 %', '38%'), label: localized('des rendez-vous pris en ligne', 'of appointments booked online') }, // sample
    ],
    stack: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'SMS API'],
    screens: [
      { image: '/media/projects/rendez-vous-optique-lemaire/screen-1-phone.svg', device: 'phone', alt: localized('La réservation d\'un examen de vue dans le magasin de Pantin', 'Booking an eye test at the Pantin shop') },
      { image: '/media/projects/rendez-vous-optique-lemaire/screen-2-phone.svg', device: 'phone', alt: localized('Le SMS de rappel, avec un lien pour déplacer le rendez-vous', 'The reminder text, with a link to move the appointment') },
      { image: '/media/projects/rendez-vous-optique-lemaire/screen-3-laptop.svg', device: 'laptop', alt: localized('L\'agenda partagé des quatre magasins', 'The diary shared by the four shops') },
    ],
    publishedAt: '2026-04-22T09:00:00.000Z',
    published: true,
  },
  {
    slug: 'application-cyclofix',
    client: 'cyclofix',
    title: localized('L\'application de l\'atelier Cyclofix', 'The Cyclofix workshop app'),
    summary: localized(
      'Réserver un dépôt, accepter un devis et suivre la réparation de son vélo depuis son téléphone ; un écran d\'atelier utilisable avec des gants.',
      'Book a drop-off, accept a quote and follow your bike\'s repair from your phone; a workshop screen usable with gloves on.',
    ),
    body: localized(
      `
      ## Le contexte

      La coopérative répare plus de deux mille vélos par an. Les clients appelaient pour savoir si leur vélo était prêt, les devis s'écrivaient sur des bouts de papier et certains vélos attendaient des semaines une réponse qui ne venait pas.

      ## Ce que nous avons construit

      - Une application mobile pour réserver un créneau de dépôt et décrire la panne, photos à l'appui.
      - Le devis envoyé sur le téléphone du client, accepté ou refusé en un geste, avec une relance automatique au bout de trois jours.
      - Le suivi de la réparation étape par étape, et une notification quand le vélo est prêt.
      - Un écran d'atelier sur tablette, avec de grandes zones tactiles, où les mécaniciens font avancer un vélo d'une étape même avec des gants.

      Le back-office et l'application partagent la même API, ce qui a permis d'ajouter ensuite la vente de vélos d'occasion sans rien reconstruire.

      ## Le résultat

      Le téléphone sonne moins, les devis sont acceptés plus vite et l'atelier n'est plus encombré de vélos en attente de réponse.
      `,
      `
      ## The context

      The co-operative repairs more than two thousand bikes a year. Customers called to ask whether their bike was ready, quotes were written on scraps of paper, and some bikes waited weeks for an answer that never came.

      ## What we built

      - A mobile app to book a drop-off slot and describe the fault, with photos.
      - The quote sent to the customer's phone, accepted or declined in one tap, with an automatic reminder after three days.
      - Step-by-step repair tracking, and a notification when the bike is ready.
      - A workshop screen on a tablet, with large touch areas, where mechanics move a bike to its next step even with gloves on.

      The back office and the app share the same API, which later made it possible to add second-hand bike sales without rebuilding anything.

      ## The result

      The phone rings less, quotes are accepted faster, and the workshop is no longer cluttered with bikes waiting for an answer.
      `,
    ),
    image: '/media/projects/application-cyclofix.svg',
    challenge: localized('Plus de deux mille vélos par an, des devis sur des bouts de papier et des clients qui appelaient pour savoir si c\'était prêt.', 'Over two thousand bikes a year, quotes on scraps of paper, and customers calling to ask whether it was ready.'),
    approach: localized('Une application mobile pour le client et un écran d\'atelier utilisable avec des gants, sur une même API.', 'A mobile app for customers and a workshop screen usable with gloves on, on one shared API.'),
    result: localized('Les devis s\'acceptent en un geste, le suivi est en temps réel et l\'atelier n\'est plus encombré.', 'Quotes are accepted in one tap, tracking is live, and the workshop is no longer cluttered.'),
    outcomes: [
      { figure: localized('2 j → 4 h', '2 d → 4 h'), label: localized('pour qu\'un devis soit accepté', 'for a quote to be accepted') }, // sample
      { figure: localized('-70 %', '-70%'), label: localized('d\'appels « c\'est prêt ? »', '"is it ready?" calls') }, // sample
      { figure: localized('2 000+', '2,000+'), label: localized('vélos suivis par an', 'bikes tracked a year') }, // sample
    ],
    stack: ['React Native', 'TypeScript', 'Fastify', 'PostgreSQL'],
    screens: [
      { image: '/media/projects/application-cyclofix/screen-1-phone.svg', device: 'phone', alt: localized('Le suivi de la réparation d\'un vélo, étape par étape', 'A bike\'s repair tracked step by step') },
      { image: '/media/projects/application-cyclofix/screen-2-phone.svg', device: 'phone', alt: localized('Un devis détaillé, à accepter ou refuser en un geste', 'A detailed quote, accepted or declined in one tap') },
      { image: '/media/projects/application-cyclofix/screen-3-tablet.svg', device: 'tablet', alt: localized('L\'écran de l\'atelier, avec de grandes zones tactiles', 'The workshop screen, with large touch areas') },
    ],
    publishedAt: '2026-07-01T09:00:00.000Z',
    published: true,
  },
  {
    // A draft: the client has not approved the case study yet, so it never shows.
    slug: 'intranet-transports-belkacem',
    client: 'transports-belkacem',
    title: localized('L\'intranet de Transports Belkacem', 'The Transports Belkacem intranet'),
    summary: localized(
      'Plannings, documents et demandes de congés réunis dans un intranet mobile pour les chauffeurs et l\'équipe du dépôt.',
      'Rotas, documents and leave requests brought together in a mobile intranet for drivers and depot staff.',
    ),
    body: localized(
      `
      ## Le contexte

      Après l'application de preuves de livraison, l'entreprise voulait rassembler au même endroit les plannings, les documents utiles et les demandes de congés.

      ## Ce que nous avons construit

      Un intranet mobile, réutilisant les comptes et l'API de l'application des chauffeurs.

      ## Le résultat

      Étude de cas en attente de validation par le client.
      `,
      `
      ## The context

      After the proof-of-delivery app, the company wanted rotas, useful documents and leave requests in one place.

      ## What we built

      A mobile intranet reusing the accounts and the API of the drivers' app.

      ## The result

      Case study awaiting the client's approval.
      `,
    ),
    image: '/media/projects/intranet-transports-belkacem.svg',
    challenge: localized('Des plannings, des documents et des demandes de congés dispersés.', 'Rotas, documents and leave requests scattered about.'),
    approach: localized('Un intranet mobile réutilisant les comptes de l\'application des chauffeurs.', 'A mobile intranet reusing the accounts of the drivers\' app.'),
    result: localized('Étude de cas en attente de validation.', 'Case study awaiting approval.'),
    outcomes: [],
    stack: ['React Native', 'TypeScript'],
    screens: [
      { image: '/media/projects/intranet-transports-belkacem/screen-1-phone.svg', device: 'phone', alt: localized('Le planning de la semaine', 'The week\'s rota') },
    ],
    publishedAt: '2026-09-15T09:00:00.000Z',
    published: false,
  },
];

/**
 * The sample screens are drawn in each language (scripts/assets/generate-showcase-images.ts): the French
 * one at `image`, the English one in the `en` folder beside it.
 */
export const projects: SeedProject[] = caseStudies.map((project) => ({
  ...project,
  screens: project.screens.map((screen) => ({ ...screen, imageByLanguage: { en: englishScreenOf(screen.image) } })),
}));

/** `/media/projects/<slug>/screen-1-phone.svg` → `/media/projects/<slug>/en/screen-1-phone.svg`. */
export function englishScreenOf(image: string): string {
  const slash = image.lastIndexOf('/');
  return `${image.slice(0, slash)}/en${image.slice(slash)}`;
}
