import { localized } from './text';
import type { SeedItem } from './types';

/**
 * What an account holder can pay for online, in the order the items page shows them. Prices
 * are what the card is charged, in cents, taxes included. The last one is no longer sold.
 */
export const items: SeedItem[] = [
  {
    slug: 'audit-flash',
    title: localized('Audit flash : performance, accessibilité, éco-conception', 'Quick audit: performance, accessibility, sustainability'),
    description: localized(
      `
      Nous passons votre site au crible sur ses dix pages les plus visitées : vitesse de chargement sur mobile, accessibilité, poids des pages et bonnes pratiques d'éco-conception.

      - Un rapport clair, classé par priorité, avec ce qui se corrige en une heure et ce qui demande un projet.
      - Un appel d'une heure pour en parler avec la personne qui a fait l'audit.
      - Rendu sous dix jours ouvrés.
      `,
      `
      We go through the ten most visited pages of your website: loading speed on mobile, accessibility, page weight and sustainable design practices.

      - A clear report, ordered by priority, separating what can be fixed in an hour from what needs a project.
      - A one-hour call to discuss it with the person who did the audit.
      - Delivered within ten working days.
      `,
    ),
    image: '/media/items/audit-flash.svg',
    priceCents: 49_000,
    active: true,
  },
  {
    slug: 'atelier-de-cadrage',
    title: localized('Une journée d\'atelier de cadrage', 'A one-day framing workshop'),
    description: localized(
      `
      Une journée dans vos locaux ou dans les nôtres, avec une designer et un développeur, pour passer d'une idée à un projet que l'on peut chiffrer.

      - Les objectifs, les utilisateurs et leurs parcours essentiels.
      - La liste de ce qui entre dans une première version, et de ce qui attendra.
      - Une synthèse écrite et une estimation, remises sous une semaine.
      `,
      `
      A day at your premises or ours, with a designer and a developer, to turn an idea into a project that can be costed.

      - The goals, the users and their essential journeys.
      - The list of what goes into a first version, and of what will wait.
      - A written summary and an estimate, delivered within a week.
      `,
    ),
    image: '/media/items/atelier-de-cadrage.svg',
    priceCents: 120_000,
    active: true,
  },
  {
    slug: 'maintenance-mensuelle',
    title: localized('Un mois de maintenance', 'One month of maintenance'),
    description: localized(
      `
      Votre site ou votre application reste sûr et à jour pendant un mois, sans engagement.

      - Mises à jour de sécurité des bibliothèques et du serveur.
      - Surveillance de la disponibilité et sauvegardes vérifiées chaque semaine.
      - Jusqu'à deux heures de petites corrections ou modifications.
      `,
      `
      Your website or app stays secure and up to date for a month, with no commitment.

      - Security updates of libraries and the server.
      - Uptime monitoring and backups checked every week.
      - Up to two hours of small fixes or changes.
      `,
    ),
    image: '/media/items/maintenance-mensuelle.svg',
    priceCents: 29_000,
    active: true,
  },
  {
    slug: 'pack-support-10-heures',
    title: localized('Pack de 10 heures de support', '10-hour support pack'),
    description: localized(
      `
      Dix heures de développement ou de conseil, à utiliser quand vous en avez besoin dans les douze mois.

      - Une demande par e-mail suffit, nous répondons sous deux jours ouvrés.
      - Le temps passé est décompté au quart d'heure et visible à tout moment.
      `,
      `
      Ten hours of development or advice, to use whenever you need them within twelve months.

      - One e-mail is enough, and we answer within two working days.
      - Time spent is counted by the quarter hour and visible at any moment.
      `,
    ),
    image: '/media/items/pack-support-10-heures.svg',
    priceCents: 75_000,
    active: true,
  },
  {
    // The 2025 session is over: kept for past payments, no longer sold.
    slug: 'formation-react-2025',
    title: localized('Formation React, session 2025', 'React training, 2025 session'),
    description: localized(
      `
      Trois jours pour apprendre à construire une interface React accessible et testée.
      `,
      `
      Three days to learn how to build an accessible, tested React interface.
      `,
    ),
    image: '/media/items/formation-react-2025.svg',
    priceCents: 150_000,
    active: false,
  },
];
