import type { JobAddress, JobSalary } from '../../../shared/api';
import { COMPANY } from '../../../shared/company';
import { localized } from './text';
import type { SeedJob } from './types';

// Where the team works (the agency's office); remote days are described in each offer.
const LOCATION = 'Bobigny, France';
const OFFICE: JobAddress = {
  street: COMPANY.address.street,
  postalCode: COMPANY.address.postalCode,
  locality: COMPANY.address.city,
  region: COMPANY.address.region,
  countryCode: COMPANY.address.countryCode,
};

// Apprentices: the statutory scale (a share of the minimum wage by age and year) plus 10 %, as the offers say.
const APPRENTICE_PAY: JobSalary = { min: 1050, max: 1990, currency: 'EUR', unit: 'MONTH' };
// Permanent developers: the range the offers state.
const DEVELOPER_PAY: JobSalary = { min: 45000, max: 55000, currency: 'EUR', unit: 'YEAR' };

/**
 * Job offers. The first three are the recruitment pages the spec names
 * (recrutement/alternant-ux-ui, alternant-front-js, developpeur-full-stack-js); the last one
 * is filled and no longer shows.
 */
export const jobs: SeedJob[] = [
  {
    slug: 'alternant-ux-ui',
    title: localized('Alternance : designer UX/UI', 'Apprenticeship: UX/UI designer'),
    summary: localized(
      'Vous préparez un diplôme en design d\'interface et cherchez une alternance de 12 à 24 mois : concevez avec nous des sites et des applications utiles, sobres et accessibles.',
      'You are studying interface design and looking for a 12 to 24-month apprenticeship: design useful, lean and accessible websites and apps with us.',
    ),
    description: localized(
      `
      Nous sommes une petite équipe de développeurs et de designers installée à Bobigny. Nous concevons des sites et des applications pour des commerces, des PME et des associations, et nous tenons à ce qu'ils soient utiles, rapides, accessibles et sobres. Nous cherchons une ou un alternant en design UX/UI pour rejoindre l'équipe.

      ## Vos missions

      - Participer aux ateliers de cadrage avec nos clients et aux entretiens avec leurs utilisateurs.
      - Construire des parcours, des maquettes fil de fer puis des maquettes graphiques dans Figma.
      - Faire vivre nos bibliothèques de composants, avec les développeurs, pour que ce qui est dessiné soit ce qui est livré.
      - Préparer et animer des tests utilisateurs, puis en tirer des améliorations concrètes.
      - Vérifier l'accessibilité de vos maquettes : contrastes, tailles, ordre de lecture, états de focus.

      ## Votre profil

      - Vous préparez un diplôme de niveau bac +3 à bac +5 en design d'interaction, UX ou design graphique numérique.
      - Vous savez expliquer vos choix, et vous changez d'avis quand un test vous donne tort.
      - Vous connaissez Figma ; des notions de HTML et de CSS sont un vrai plus.
      - L'accessibilité et l'éco-conception vous intéressent, ou vous avez envie de vous y former.

      ## Ce que nous offrons

      - Une tutrice dédiée, designer senior, et un point hebdomadaire sur vos objectifs d'apprentissage.
      - De vrais projets, livrés, dont vous pourrez parler en entretien.
      - La rémunération prévue par la grille de l'alternance, majorée de 10 %.
      - Titres-restaurant, prise en charge de 75 % du passe Navigo, mutuelle, un ordinateur portable récent.

      ## Où et comment

      À Bobigny, à cinq minutes du métro Bobigny – Pablo Picasso et du tramway T1, avec un jour de télétravail par semaine en période entreprise. Le rythme suit celui de votre école. Début dès que possible ou à la rentrée.
      `,
      `
      We are a small team of developers and designers based in Bobigny. We design websites and apps for shops, small businesses and associations, and we want them to be useful, fast, accessible and lean. We are looking for a UX/UI design apprentice to join the team.

      ## Your role

      - Take part in framing workshops with our clients and in interviews with their users.
      - Build user journeys, wireframes, then visual designs in Figma.
      - Maintain our component libraries with the developers, so that what is designed is what gets shipped.
      - Prepare and run user tests, then turn them into concrete improvements.
      - Check the accessibility of your designs: contrast, sizes, reading order, focus states.

      ## About you

      - You are studying for a bachelor's or master's degree in interaction design, UX or digital graphic design.
      - You can explain your choices, and you change your mind when a test proves you wrong.
      - You know Figma; some HTML and CSS is a real plus.
      - Accessibility and sustainable design interest you, or you want to learn about them.

      ## What we offer

      - A dedicated mentor, a senior designer, and a weekly check-in on your learning goals.
      - Real projects, shipped, that you can talk about in interviews.
      - The statutory apprenticeship pay plus 10%.
      - Meal vouchers, 75% of your Navigo travel pass, health insurance and a recent laptop.

      ## Where and how

      In Bobigny, five minutes from Bobigny – Pablo Picasso metro station and the T1 tram, with one day of remote work a week during your time with us. The schedule follows your school's. Starting as soon as possible or at the start of the academic year.
      `,
    ),
    employmentType: 'APPRENTICESHIP',
    location: LOCATION,
    address: OFFICE,
    salary: APPRENTICE_PAY,
    postedAt: '2026-09-01T08:00:00.000Z',
    validThrough: '2027-09-30T22:00:00.000Z',
    active: true,
  },
  {
    slug: 'alternant-front-js',
    title: localized('Alternance : développeur ou développeuse front-end JavaScript', 'Apprenticeship: front-end JavaScript developer'),
    summary: localized(
      'Vous apprenez le développement web et voulez progresser sur de vrais projets : rejoignez-nous en alternance pour construire des interfaces React rapides et accessibles.',
      'You are learning web development and want to grow on real projects: join us as an apprentice to build fast, accessible React interfaces.',
    ),
    description: localized(
      `
      Nous construisons des sites et des applications web et mobiles pour des clients de toutes tailles, souvent proches de chez nous en Seine-Saint-Denis. Nous cherchons une alternante ou un alternant pour renforcer l'équipe front-end.

      ## Vos missions

      - Développer des interfaces en React et TypeScript à partir des maquettes de nos designers.
      - Écrire des tests qui vérifient ce que voit l'utilisateur, pas les détails de l'implémentation.
      - Rendre chaque écran utilisable au clavier et avec un lecteur d'écran.
      - Surveiller le poids et la vitesse des pages, et proposer des améliorations.
      - Relire le code de vos collègues et faire relire le vôtre : c'est ainsi que tout le monde progresse.

      ## Votre profil

      - Vous préparez un diplôme de niveau bac +2 à bac +5 en développement web.
      - Vous avez déjà construit quelque chose en JavaScript, à l'école ou pour vous, et vous aimez le montrer.
      - Vous êtes curieux ou curieuse, et vous posez des questions quand vous bloquez.
      - React, TypeScript ou Git sont un plus, pas une condition : nous sommes là pour vous les apprendre.

      ## Ce que nous offrons

      - Un tuteur développeur senior, du binômage chaque semaine et du temps réservé pour apprendre.
      - Un poste de travail complet et des projets variés : sites, applications web installables, API.
      - La rémunération prévue par la grille de l'alternance, majorée de 10 %.
      - Titres-restaurant, prise en charge de 75 % du passe Navigo, mutuelle.

      ## Où et comment

      À Bobigny, près du métro Bobigny – Pablo Picasso, avec un jour de télétravail par semaine en période entreprise. Le rythme suit celui de votre école. Début dès que possible ou à la rentrée.
      `,
      `
      We build websites and web and mobile apps for clients of every size, often close to home in Seine-Saint-Denis. We are looking for an apprentice to strengthen our front-end team.

      ## Your role

      - Build interfaces in React and TypeScript from our designers' mock-ups.
      - Write tests that check what the user sees, not implementation details.
      - Make every screen usable with a keyboard and a screen reader.
      - Keep an eye on page weight and speed, and suggest improvements.
      - Review your colleagues' code and have yours reviewed: that is how everyone improves.

      ## About you

      - You are studying web development, from a two-year diploma to a master's degree.
      - You have already built something in JavaScript, at school or on your own, and you like showing it.
      - You are curious, and you ask questions when you are stuck.
      - React, TypeScript or Git are a plus, not a requirement: we are here to teach you.

      ## What we offer

      - A senior developer as your mentor, pair programming every week and time set aside for learning.
      - A complete workstation and varied projects: websites, installable web apps, APIs.
      - The statutory apprenticeship pay plus 10%.
      - Meal vouchers, 75% of your Navigo travel pass, health insurance.

      ## Where and how

      In Bobigny, near Bobigny – Pablo Picasso metro station, with one day of remote work a week during your time with us. The schedule follows your school's. Starting as soon as possible or at the start of the academic year.
      `,
    ),
    employmentType: 'APPRENTICESHIP',
    location: LOCATION,
    address: OFFICE,
    salary: APPRENTICE_PAY,
    postedAt: '2026-09-01T08:00:00.000Z',
    validThrough: '2027-09-30T22:00:00.000Z',
    active: true,
  },
  {
    slug: 'developpeur-full-stack-js',
    title: localized('Développeur ou développeuse full stack JavaScript (CDI)', 'Full stack JavaScript developer (permanent)'),
    summary: localized(
      'CDI à Bobigny, deux jours de télétravail : concevez et livrez des applications web de bout en bout, de la base de données à l\'interface, en TypeScript.',
      'Permanent role in Bobigny, two days of remote work: design and ship web applications end to end, from the database to the interface, in TypeScript.',
    ),
    description: localized(
      `
      Nous sommes une agence de développement web et mobile à taille humaine. Nos projets vont de la billetterie d'une compagnie de théâtre à l'application de livraison d'un transporteur. Nous cherchons une développeuse ou un développeur full stack pour prendre en main des projets de bout en bout.

      ## Vos missions

      - Concevoir et développer des applications en TypeScript : React côté interface, Node.js (Fastify) côté serveur, SQL côté données.
      - Participer aux ateliers avec les clients et traduire leurs besoins en choix techniques simples.
      - Mettre en production, surveiller et maintenir ce que vous livrez.
      - Écrire des tests utiles et relire le code de l'équipe.
      - Accompagner nos alternants : vous avez sans doute appris grâce à quelqu'un, c'est votre tour.

      ## Votre profil

      - Au moins trois ans d'expérience en développement web, dont une bonne partie en JavaScript ou TypeScript des deux côtés.
      - Vous êtes à l'aise avec une base de données relationnelle et vous savez lire un plan d'exécution.
      - Vous tenez à l'accessibilité, à la performance et à la sécurité autant qu'aux fonctionnalités.
      - Vous savez expliquer un choix technique à une personne qui n'est pas développeuse.

      ## Ce que nous offrons

      - Un CDI, un salaire de 45 000 à 55 000 euros bruts par an selon votre expérience.
      - Deux jours de télétravail par semaine, des horaires souples et pas de réunion le vendredi.
      - Cinq jours par an pour vous former sur le sujet de votre choix, conférences comprises.
      - Titres-restaurant, prise en charge de 75 % du passe Navigo, mutuelle prise en charge à 100 %, matériel au choix.

      ## Où et comment

      Nos bureaux sont à Bobigny, à cinq minutes du métro Bobigny – Pablo Picasso et du tramway T1. Le processus de recrutement tient en trois temps : un appel de trente minutes, un échange technique autour d'un de vos projets (pas d'exercice à faire chez vous), puis une rencontre avec l'équipe.
      `,
      `
      We are a human-sized web and mobile development agency. Our projects range from a theatre company's ticketing to a haulier's delivery app. We are looking for a full stack developer to take projects from start to finish.

      ## Your role

      - Design and build applications in TypeScript: React for the interface, Node.js (Fastify) on the server, SQL for the data.
      - Take part in workshops with clients and turn their needs into simple technical choices.
      - Deploy, monitor and maintain what you ship.
      - Write useful tests and review the team's code.
      - Mentor our apprentices: someone probably helped you learn, now it is your turn.

      ## About you

      - At least three years of web development experience, much of it in JavaScript or TypeScript on both sides.
      - You are comfortable with a relational database and can read a query plan.
      - You care about accessibility, performance and security as much as features.
      - You can explain a technical choice to someone who is not a developer.

      ## What we offer

      - A permanent contract, with a salary of 45,000 to 55,000 euros gross a year depending on experience.
      - Two days of remote work a week, flexible hours and no meetings on Fridays.
      - Five days a year of training on the subject of your choice, conferences included.
      - Meal vouchers, 75% of your Navigo travel pass, health insurance fully paid, the equipment of your choice.

      ## Where and how

      Our office is in Bobigny, five minutes from Bobigny – Pablo Picasso metro station and the T1 tram. Our hiring process has three steps: a thirty-minute call, a technical conversation about one of your projects (no take-home test), then meeting the team.
      `,
    ),
    employmentType: 'FULL_TIME',
    location: LOCATION,
    address: OFFICE,
    salary: DEVELOPER_PAY,
    postedAt: '2026-10-05T08:00:00.000Z',
    validThrough: '2027-04-04T21:59:59.000Z',
    active: true,
  },
  {
    slug: 'developpeur-mobile-react-native',
    title: localized('Développeur ou développeuse mobile React Native (CDI)', 'React Native mobile developer (permanent)'),
    summary: localized(
      'CDI à Bobigny : construisez des applications iOS et Android qui fonctionnent hors ligne, pour des chauffeurs, des ateliers et des commerçants.',
      'Permanent role in Bobigny: build iOS and Android apps that work offline, for drivers, workshops and shopkeepers.',
    ),
    description: localized(
      `
      Nos applications mobiles servent des gens qui travaillent debout, dehors ou les mains prises : chauffeurs-livreurs, mécaniciens vélo, vendeuses en boutique. Nous cherchons une développeuse ou un développeur mobile pour faire grandir cette activité.

      ## Vos missions

      - Développer des applications iOS et Android en React Native et TypeScript.
      - Concevoir la synchronisation hors ligne : files d'envoi, reprises, conflits.
      - Publier sur l'App Store et Google Play, suivre les retours et les plantages.
      - Travailler avec nos designers sur des interfaces utilisables d'une main, en plein soleil.
      - Partager ce que vous savez du mobile avec le reste de l'équipe.

      ## Votre profil

      - Au moins deux ans d'expérience en développement mobile, en React Native ou en natif.
      - Vous avez déjà publié une application et vous savez ce que coûte une mise à jour ratée.
      - Vous aimez aller voir les utilisateurs sur le terrain.
      - Des notions côté serveur (Node.js, SQL) sont bienvenues.

      ## Ce que nous offrons

      - Un CDI, un salaire de 45 000 à 55 000 euros bruts par an selon votre expérience.
      - Deux jours de télétravail par semaine et des horaires souples.
      - Des téléphones de test récents et anciens, parce que nos utilisateurs n'ont pas tous le dernier modèle.
      - Titres-restaurant, prise en charge de 75 % du passe Navigo, mutuelle prise en charge à 100 %.

      ## Où et comment

      À Bobigny, près du métro Bobigny – Pablo Picasso, avec deux jours de télétravail par semaine. Recrutement en trois temps : un appel, un échange technique autour d'un de vos projets, une rencontre avec l'équipe.
      `,
      `
      Our mobile apps serve people who work standing up, outdoors or with their hands full: delivery drivers, bike mechanics, shop staff. We are looking for a mobile developer to grow this side of our work.

      ## Your role

      - Build iOS and Android apps in React Native and TypeScript.
      - Design offline synchronisation: send queues, retries, conflicts.
      - Publish to the App Store and Google Play, and follow feedback and crash reports.
      - Work with our designers on interfaces usable one-handed, in full sunlight.
      - Share what you know about mobile with the rest of the team.

      ## About you

      - At least two years of mobile development experience, in React Native or native code.
      - You have already published an app and know what a botched update costs.
      - You like going out to meet users where they work.
      - Some server-side knowledge (Node.js, SQL) is welcome.

      ## What we offer

      - A permanent contract, with a salary of 45,000 to 55,000 euros gross a year depending on experience.
      - Two days of remote work a week and flexible hours.
      - Recent and older test phones, because not all our users have the latest model.
      - Meal vouchers, 75% of your Navigo travel pass, health insurance fully paid.

      ## Where and how

      In Bobigny, near Bobigny – Pablo Picasso metro station, with two days of remote work a week. A three-step process: a call, a technical conversation about one of your projects, meeting the team.
      `,
    ),
    employmentType: 'FULL_TIME',
    location: LOCATION,
    address: OFFICE,
    salary: DEVELOPER_PAY,
    postedAt: '2026-10-20T08:00:00.000Z',
    validThrough: '2027-04-19T21:59:59.000Z',
    active: true,
  },
  {
    // Filled in spring: kept for the record, never shown.
    slug: 'cheffe-de-projet-digital',
    title: localized('Chef ou cheffe de projet digital (CDI)', 'Digital project manager (permanent)'),
    summary: localized('Poste pourvu : merci pour vos nombreuses candidatures.', 'Position filled: thank you for your many applications.'),
    description: localized(
      `
      Ce poste a été pourvu au printemps 2026. Retrouvez nos offres ouvertes sur la page recrutement.
      `,
      `
      This position was filled in spring 2026. See our open positions on the recruitment page.
      `,
    ),
    employmentType: 'FULL_TIME',
    location: LOCATION,
    address: OFFICE,
    salary: { min: 42000, max: 50000, currency: 'EUR', unit: 'YEAR' },
    postedAt: '2026-02-02T08:00:00.000Z',
    validThrough: '2026-04-30T22:00:00.000Z',
    active: false,
  },
];
