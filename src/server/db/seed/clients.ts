import { localized } from './text';
import type { SeedClient } from './types';

/** The agency's client references, in the order the references page shows them. */
export const clients: SeedClient[] = [
  {
    slug: 'maison-fournier',
    name: 'Maison Fournier',
    summary: localized(
      'Boulangerie-pâtisserie familiale avec trois boutiques dans l\'est parisien : nous avons mis en ligne la commande en click & collect.',
      'A family bakery with three shops in eastern Paris: we put click & collect ordering online.',
    ),
    body: localized(
      `
      Maison Fournier, c'est trois boutiques à Montreuil, Bagnolet et Romainville, une quarantaine de salariés et des files d'attente qui débordent sur le trottoir le dimanche matin. Les commandes de gâteaux se prenaient encore par téléphone et sur un cahier.

      ## Ce que nous avons fait

      Après deux matinées passées derrière le comptoir avec l'équipe, nous avons conçu une application web installable : le client choisit sa boutique, son créneau de retrait et paie sur place ou en ligne. En cuisine, une tablette affiche les commandes du lendemain, regroupées par produit.

      ## Le résultat

      - Près d'un tiers des commandes du week-end passent désormais par l'application.
      - Le téléphone sonne beaucoup moins pendant le coup de feu.
      - Les invendus ont baissé, car la production du matin suit les commandes de la veille.

      « On a enfin une vue claire de ce qui part le samedi. Et nos vendeuses ne passent plus leur matinée au téléphone. » Claire Fournier, gérante
      `,
      `
      Maison Fournier means three shops in Montreuil, Bagnolet and Romainville, about forty staff, and queues spilling onto the pavement on Sunday mornings. Cake orders were still taken by phone and written in a notebook.

      ## What we did

      After two mornings behind the counter with the team, we designed an installable web app: customers pick a shop and a collection slot, then pay in store or online. In the bakehouse, a tablet shows the next day's orders, grouped by product.

      ## The result

      - Nearly a third of weekend orders now go through the app.
      - The phone rings far less during the morning rush.
      - Unsold stock has gone down, because the morning bake follows the previous day's orders.

      "We finally see clearly what goes out on Saturdays. And our shop staff no longer spend the morning on the phone." Claire Fournier, manager
      `,
    ),
    logo: '/media/clients/maison-fournier.svg',
    wordmark: '/media/clients/wordmarks/maison-fournier.svg',
    published: true,
  },
  {
    slug: 'jardins-de-l-ourcq',
    name: 'Les Jardins de l\'Ourcq',
    summary: localized(
      'Association qui anime quatre jardins partagés à Pantin et Bobigny : réservation des parcelles et des outils, planning des bénévoles.',
      'An association running four shared gardens in Pantin and Bobigny: plot and tool booking, volunteer rota.',
    ),
    body: localized(
      `
      Les Jardins de l'Ourcq rassemblent environ 180 adhérents autour de quatre jardins partagés le long du canal. Tout reposait sur un tableur partagé, une boîte mail débordée et la bonne volonté de deux bénévoles.

      ## Ce que nous avons fait

      Nous avons construit avec eux une petite plateforme web : liste d'attente transparente pour les parcelles, réservation des outils communs, planning des permanences d'arrosage l'été. Elle fonctionne sur les vieux téléphones et reste lisible en plein soleil. Nous avons travaillé à tarif associatif et formé deux adhérents pour qu'ils l'administrent seuls.

      ## Le résultat

      Chaque adhérent sait où il en est sur la liste d'attente, les outils ne disparaissent plus et les permanences d'été sont remplies trois semaines à l'avance.
      `,
      `
      Les Jardins de l'Ourcq brings together some 180 members around four shared gardens along the canal. Everything ran on a shared spreadsheet, an overflowing inbox and the goodwill of two volunteers.

      ## What we did

      Together we built a small web platform: a transparent waiting list for plots, booking of the shared tools, and a rota for summer watering shifts. It works on old phones and stays readable in full sunlight. We worked at our non-profit rate and trained two members to run it on their own.

      ## The result

      Every member knows where they stand on the waiting list, tools no longer go missing, and summer shifts are filled three weeks ahead.
      `,
    ),
    logo: '/media/clients/jardins-de-l-ourcq.svg',
    wordmark: '/media/clients/wordmarks/jardins-de-l-ourcq.svg',
    published: true,
  },
  {
    slug: 'transports-belkacem',
    name: 'Transports Belkacem & Fils',
    summary: localized(
      'Transporteur régional basé à Aubervilliers : une application mobile de preuves de livraison qui fonctionne même sans réseau.',
      'A regional haulier based in Aubervilliers: a mobile proof-of-delivery app that works even without a signal.',
    ),
    body: localized(
      `
      Transports Belkacem & Fils, c'est vingt-cinq chauffeurs qui livrent commerces et chantiers en Île-de-France. Les bons de livraison papier se perdaient, se déchiraient, et la facturation attendait parfois dix jours leur retour au dépôt.

      ## Ce que nous avons fait

      Une application mobile pour les chauffeurs (photo du colis déposé, signature du client, remarques) qui enregistre tout hors ligne et l'envoie dès que le réseau revient, dans les parkings souterrains comme sur les chantiers. Au dépôt, un tableau de bord suit les tournées en temps réel.

      ## Le résultat

      Les factures partent le jour même de la livraison et les litiges se règlent avec une photo horodatée plutôt qu'au téléphone.
      `,
      `
      Transports Belkacem & Fils has twenty-five drivers delivering to shops and building sites across the Paris region. Paper delivery notes got lost or torn, and invoicing sometimes waited ten days for them to come back to the depot.

      ## What we did

      A mobile app for drivers (a photo of the dropped parcel, the customer's signature, notes) that stores everything offline and sends it as soon as the signal returns, in underground car parks as on building sites. At the depot, a dashboard follows the rounds in real time.

      ## The result

      Invoices go out on the day of delivery, and disputes are settled with a time-stamped photo rather than over the phone.
      `,
    ),
    logo: '/media/clients/transports-belkacem.svg',
    wordmark: '/media/clients/wordmarks/transports-belkacem.svg',
    published: true,
  },
  {
    slug: 'treteaux-du-canal',
    name: 'Les Tréteaux du Canal',
    summary: localized(
      'Compagnie de théâtre installée à Pantin : un site de saison et une billetterie simple, sans frais cachés pour le public.',
      'A theatre company based in Pantin: a season website and simple ticketing, with no hidden fees for the audience.',
    ),
    body: localized(
      `
      Les Tréteaux du Canal jouent une centaine de représentations par saison, dans leur petite salle et en tournée dans les médiathèques du département. Leur billetterie en ligne prélevait une commission sur chaque place et le site ne s'affichait pas correctement sur mobile.

      ## Ce que nous avons fait

      Un site de saison sobre, rapide et accessible, et une billetterie intégrée : placement libre, tarifs réduits justifiés au guichet, billets envoyés par e-mail et lisibles hors ligne. L'équipe met elle-même à jour les spectacles et les dates.

      ## Le résultat

      Plus de commission par billet, une saison publiée en une après-midi au lieu d'une semaine, et un public qui réserve de plus en plus depuis son téléphone.
      `,
      `
      Les Tréteaux du Canal give around a hundred performances a season, in their small venue and on tour in the local libraries. Their online ticketing took a commission on every seat, and the website did not display properly on phones.

      ## What we did

      A plain, fast and accessible season website with built-in ticketing: unreserved seating, concessions checked at the door, tickets sent by e-mail and readable offline. The team updates shows and dates themselves.

      ## The result

      No more commission per ticket, a season published in an afternoon instead of a week, and an audience that books more and more from their phones.
      `,
    ),
    logo: '/media/clients/treteaux-du-canal.svg',
    wordmark: '/media/clients/wordmarks/treteaux-du-canal.svg',
    published: true,
  },
  {
    slug: 'clic-et-lien',
    name: 'Clic & Lien',
    summary: localized(
      'Association d\'inclusion numérique à Bobigny et Drancy : un site vraiment accessible et une inscription aux ateliers par téléphone ou en ligne.',
      'A digital inclusion association in Bobigny and Drancy: a truly accessible website and workshop sign-up by phone or online.',
    ),
    body: localized(
      `
      Clic & Lien accompagne chaque année plusieurs centaines de personnes, souvent âgées, dans leurs démarches en ligne. Leur ancien site était justement difficile à utiliser pour ce public.

      ## Ce que nous avons fait

      Nous avons testé chaque écran avec des participants des ateliers, puis conçu un site conforme au niveau AA du RGAA : gros caractères, contrastes forts, parcours courts, aucun menu caché. L'inscription aux ateliers se fait en trois étapes, ou par un simple rappel téléphonique demandé en un clic.

      ## Le résultat

      Les bénévoles passent moins de temps à inscrire les gens et plus de temps à les accompagner. Le site sert aussi de support pendant les ateliers.
      `,
      `
      Every year Clic & Lien helps several hundred people, many of them elderly, with their online paperwork. Their old website was, ironically, hard to use for exactly that audience.

      ## What we did

      We tested every screen with workshop participants, then designed a website meeting level AA of the RGAA (the French accessibility standard): large type, strong contrast, short journeys, no hidden menus. Signing up for a workshop takes three steps, or a simple call-back requested in one click.

      ## The result

      Volunteers spend less time signing people up and more time helping them. The website is also used as teaching material during the workshops.
      `,
    ),
    logo: '/media/clients/clic-et-lien.svg',
    wordmark: '/media/clients/wordmarks/clic-et-lien.svg',
    published: true,
  },
  {
    slug: 'optique-lemaire',
    name: 'Optique Lemaire',
    summary: localized(
      'Quatre magasins d\'optique en Seine-Saint-Denis : la prise de rendez-vous en ligne et les rappels par SMS.',
      'Four opticians\' shops in Seine-Saint-Denis: online appointment booking and SMS reminders.',
    ),
    body: localized(
      `
      Optique Lemaire réalise des examens de vue et des ajustements sur rendez-vous dans ses quatre magasins. Les créneaux se géraient dans un agenda papier par boutique, et près d'un rendez-vous sur six n'était pas honoré.

      ## Ce que nous avons fait

      Un module de prise de rendez-vous relié à leur logiciel de caisse, un agenda partagé entre les magasins et des rappels par SMS la veille, avec un lien pour déplacer ou annuler en deux gestes.

      ## Le résultat

      Les rendez-vous manqués ont nettement reculé, et les opticiens récupèrent les créneaux annulés pour les clients qui attendaient.
      `,
      `
      Optique Lemaire carries out eye tests and fittings by appointment in its four shops. Slots were managed in a paper diary in each shop, and nearly one appointment in six was missed.

      ## What we did

      A booking module connected to their till software, a diary shared between the shops, and SMS reminders the day before, with a link to move or cancel in two taps.

      ## The result

      Missed appointments have dropped sharply, and the opticians reuse cancelled slots for customers on the waiting list.
      `,
    ),
    logo: '/media/clients/optique-lemaire.svg',
    wordmark: '/media/clients/wordmarks/optique-lemaire.svg',
    published: true,
  },
  {
    slug: 'cyclofix',
    name: 'Cyclofix',
    summary: localized(
      'Coopérative de réparation de vélos à Saint-Denis : une application pour réserver une réparation et suivre son vélo à l\'atelier.',
      'A bicycle repair co-operative in Saint-Denis: an app to book a repair and follow your bike through the workshop.',
    ),
    body: localized(
      `
      Cyclofix répare plus de deux mille vélos par an, du vélo d'enfant au vélo cargo électrique. Entre les appels pour savoir « si c'est prêt » et les devis griffonnés, les mécaniciens perdaient un temps précieux.

      ## Ce que nous avons fait

      Une application mobile pour réserver un créneau de dépôt, recevoir le devis, l'accepter et suivre l'avancement de la réparation, et un écran d'atelier où les mécaniciens changent l'étape d'un vélo d'un seul geste, même avec des gants.

      ## Le résultat

      Moins d'appels, des devis acceptés plus vite, et des vélos qui ne restent plus des semaines à l'atelier faute de réponse.
      `,
      `
      Cyclofix repairs more than two thousand bikes a year, from children's bikes to electric cargo bikes. Between calls asking "is it ready yet?" and scribbled quotes, the mechanics were losing precious time.

      ## What we did

      A mobile app to book a drop-off slot, receive the quote, accept it and follow the repair, plus a workshop screen where mechanics move a bike to its next step with a single tap, even wearing gloves.

      ## The result

      Fewer calls, quotes accepted faster, and no more bikes left in the workshop for weeks waiting for an answer.
      `,
    ),
    logo: '/media/clients/cyclofix.svg',
    wordmark: '/media/clients/wordmarks/cyclofix.svg',
    published: true,
  },
];
