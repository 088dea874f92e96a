/**
 * The English of the words drawn on the sample projects' screens (projects.ts), so that an English
 * visitor's case study shows English interfaces. Proper names (shops, shows, places) stay as they
 * are; a word with no English here fails the generator rather than showing French on an English page.
 */
const ENGLISH: Record<string, string> = {
  // Maison Fournier
  Gâteaux: 'Cakes',
  Fraisier: 'Strawberry cake',
  'Tarte citron': 'Lemon tart',
  Flan: 'Custard tart',
  'Panier · 2 articles': 'Basket · 2 items',
  Retrait: 'Collection',
  'Choisissez un créneau': 'Choose a time slot',
  'sam. 14': 'Sat 14',
  'dim. 15': 'Sun 15',
  'Confirmer 9:00': 'Confirm 9:00',
  'Fournil · dimanche': 'Bakehouse · Sunday',
  Production: 'Production',
  'Baguette trad.': 'Baguette',
  'Montreuil · samedi': 'Montreuil · Saturday',
  // Les Jardins de l'Ourcq
  Jardins: 'Gardens',
  'Liste d’attente': 'Waiting list',
  'sur 64': 'of 64',
  'Jardin du Pont': 'Pont garden',
  'Jardin des Écluses': 'Écluses garden',
  'Jardin Hoche': 'Hoche garden',
  'Règle d’attribution': 'How plots are given',
  'Arrosage · juillet': 'Watering · July',
  Lu: 'Mo',
  Ma: 'Tu',
  Me: 'We',
  Je: 'Th',
  Ve: 'Fr',
  Sa: 'Sa',
  Di: 'Su',
  '3 jours sans personne': '3 days with nobody',
  'Je m’inscris': 'Sign me up',
  'Parcelles du jardin du Pont': 'Plots of the Pont garden',
  'Parcelle B4': 'Plot B4',
  Attribuer: 'Assign',
  'Outils prêtés': 'Tools on loan',
  // Transports Belkacem
  'Tournée 14': 'Round 14',
  'Arrêt 6 sur 11': 'Stop 6 of 11',
  Photo: 'Photo',
  Signature: 'Signature',
  'Enregistré hors ligne': 'Saved offline',
  LIVRÉ: 'DELIVERED',
  'Pas de réseau · 3 en attente': 'No signal · 3 waiting',
  'à envoyer': 'to send',
  'envoyé 10:42': 'sent 10:42',
  'Arrêt suivant': 'Next stop',
  'Belkacem · dépôt': 'Belkacem · depot',
  'Tournées du jour': 'Today’s rounds',
  'sur 14 en cours': 'of 14 under way',
  'Preuves reçues': 'Proofs received',
  Intranet: 'Intranet',
  'Planning de la semaine': 'This week’s rota',
  'Demander un congé': 'Ask for leave',
  // Les Tréteaux du Canal
  'Saison 2026': 'Season 2026',
  'Ven. 26 mars · 20h30': 'Fri 26 March · 8:30 pm',
  'Placement libre · tarif réduit': 'Unreserved seating · concession',
  'Ajouter au portefeuille': 'Add to wallet',
  'Vos places': 'Your seats',
  'Plein tarif': 'Full price',
  'Tarif réduit': 'Concession',
  'Moins de 18 ans': 'Under 18',
  'Accès en fauteuil : oui': 'Wheelchair access: yes',
  'Boucle magnétique : oui': 'Hearing loop: yes',
  'Payer 42 €': 'Pay €42',
  // Clic & Lien
  'Le numérique,': 'Digital,',
  'pas à pas.': 'step by step.',
  'Des ateliers gratuits pour faire vos démarches en ligne.': 'Free workshops to do your paperwork online.',
  'S’inscrire à un atelier': 'Join a workshop',
  'Être rappelé': 'Call me back',
  Mardi: 'Tuesday',
  Jeudi: 'Thursday',
  Samedi: 'Saturday',
  'Étape 2 sur 3': 'Step 2 of 3',
  'Votre téléphone': 'Your phone',
  'Nous vous rappelons': 'We call you back',
  'avant l’atelier.': 'before the workshop.',
  Continuer: 'Continue',
  Retour: 'Back',
  'Préparer sa venue': 'Getting here',
  'Bus 134 · arrêt Mairie': 'Bus 134 · Mairie stop',
  'À apporter': 'What to bring',
  'Carte d’identité': 'Identity card',
  'Téléphone chargé': 'A charged phone',
  'Vos identifiants': 'Your log-ins',
  'Imprimer la page': 'Print this page',
  // Optique Lemaire
  'Examen de vue': 'Eye test',
  'Magasin de Pantin': 'Pantin shop',
  'Réserver mercredi 14:00': 'Book Wednesday 2:00 pm',
  Messages: 'Messages',
  'Optique Lemaire :': 'Optique Lemaire:',
  'rappel de votre': 'a reminder of your',
  'rendez-vous demain': 'appointment tomorrow',
  'à 14:00, Pantin.': 'at 2:00 pm, Pantin.',
  'Déplacer ou annuler :': 'Move or cancel:',
  'Merci !': 'Thanks!',
  'Optique Lemaire · agenda': 'Optique Lemaire · diary',
  'Mercredi 12': 'Wednesday 12',
  // cyclofix
  'Votre vélo': 'Your bike',
  'Gravel bleu · dépôt le 3 juin': 'Blue gravel bike · left on 3 June',
  Déposé: 'Dropped off',
  Diagnostic: 'Diagnosis',
  'Devis accepté': 'Quote accepted',
  'En réparation': 'Being repaired',
  Prêt: 'Ready',
  'Appeler l’atelier': 'Call the workshop',
  'Devis n° 2418': 'Quote no. 2418',
  Chaîne: 'Chain',
  'Plaquettes (x2)': 'Brake pads (x2)',
  'Réglage dérailleur': 'Derailleur tuning',
  'Main-d’œuvre': 'Labour',
  Total: 'Total',
  'Accepter le devis': 'Accept the quote',
  Refuser: 'Decline',
  'cyclofix · atelier': 'cyclofix · workshop',
  'À diagnostiquer': 'To diagnose',
  'Devis envoyé': 'Quote sent',
  'Étape suivante': 'Next step',
};

/** Drawn as they are in both languages: names of clients, shops, shows and places, and addresses. */
const SAME_IN_ENGLISH = new Set([
  'Fournier',
  'Paris-brest',
  'Les Jardins de l’Ourcq',
  'Quincaillerie Roy',
  'Boulangerie Ledoux',
  'Chantier Pleyel',
  'Pharmacie du Canal',
  'Garage Martin',
  'Café Ourcq',
  'Les Tréteaux du Canal',
  'Tréteaux',
  'Oncle Vania',
  'Les Bonnes',
  'Ondine',
  'Le Cid',
  'Clic & Lien',
  'Lemaire',
  'lemaire.fr/rdv/8F2K',
  'Pantin',
  'Bobigny',
  'Noisy',
  'Romainville',
  'cyclofix',
]);

/** A French amount (`24,90 €`, `16 €`) as English writes it (`€24.90`, `€16`). */
const AMOUNT = /^(\d+)(?:,(\d{2}))? €$/;
/** A day of March (`12 mars`), the theatre's season. */
const DAY_OF_MARCH = /^(\d+) mars$/;

export type ScreenLanguage = 'fr' | 'en';

/** The words as drawn on a screen in `lang`. */
export function screenWords(text: string, lang: ScreenLanguage): string {
  if (lang === 'fr') return text;
  const english = ENGLISH[text];
  if (english !== undefined) return english;
  const amount = AMOUNT.exec(text);
  if (amount) return `€${amount[1]}${amount[2] ? `.${amount[2]}` : ''}`;
  const day = DAY_OF_MARCH.exec(text);
  if (day) return `${day[1]} March`;
  // Figures, times, single letters and names are the same in English.
  if (SAME_IN_ENGLISH.has(text) || !/\p{L}{2}/u.test(text)) return text;
  throw new Error(`No English for the screen text "${text}" (scripts/assets/showcase/screenWords.ts)`);
}
