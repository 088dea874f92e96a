import { localized } from './text';
import type { SeedProject } from './types';

/** Case studies of the projects page; the last one is a draft that never shows. */
export const projects: SeedProject[] = [
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
    publishedAt: '2026-09-15T09:00:00.000Z',
    published: false,
  },
];
