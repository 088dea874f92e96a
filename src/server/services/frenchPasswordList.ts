/**
 * French words, names and keyboard rows that people make passwords of, lower-case, without
 * accents or spaces. Composed by hand for this project (docs/security.md, "Passwords"): no
 * package on the npm registry ships a French password list under a licence we can use, and no
 * leak was copied. Each is refused alone and with digits or symbols around it (`soleil123`,
 * `Marseille13!`), so the list holds the stems only.
 */
export const FRENCH_PASSWORD_STEMS: readonly string[] = [
  // Keyboard rows (AZERTY) and the word "password".
  'azerty', 'azertyu', 'azertyui', 'azertyuio', 'azertyuiop', 'qsdfgh', 'qsdfghjk', 'qsdfghjklm', 'wxcvbn', 'aqwzsx', 'aqwzsxedc', 'azeqsd', 'azeqsdwxc', 'azerqsdf',
  'motdepasse', 'motdepass', 'motdepase', 'mdp', 'monmotdepasse', 'passe', 'secret', 'codesecret', 'moncode', 'identifiant', 'connexion', 'bienvenue', 'administrateur',
  'utilisateur', 'invite', 'ordinateur', 'internet', 'changemoi', 'nouveau', 'nouveaumotdepasse',
  // Greetings and endearments.
  'bonjour', 'bonsoir', 'salut', 'coucou', 'merci', 'jetaime', 'jetadore', 'jetaimemonamour', 'monamour', 'mamour', 'amour', 'toujours', 'bisous', 'bisou', 'calin',
  'cherie', 'cheri', 'mabelle', 'monbebe', 'bebe', 'doudou', 'chouchou', 'loulou', 'choupette', 'choupinette', 'poupette', 'minou', 'minette', 'chaton', 'nounours',
  'bisounours', 'tresor', 'montresor', 'princesse', 'maprincesse', 'prince', 'ange', 'monange', 'cocotte', 'puce', 'mapuce', 'titi', 'toto', 'tata', 'tutu', 'lolo',
  'nono', 'didi', 'fifi', 'mimi', 'lili', 'zaza', 'kiki', 'doudoune', 'tigrou', 'filou', 'pupuce', 'bichette',
  // Everyday words.
  'soleil', 'bonheur', 'liberte', 'famille', 'maison', 'vacances', 'chocolat', 'fromage', 'baguette', 'croissant', 'pomme', 'banane', 'fraise', 'cerise', 'framboise',
  'papillon', 'licorne', 'dauphin', 'cheval', 'chien', 'chat', 'lapin', 'tigre', 'lion', 'loup', 'fleur', 'rose', 'etoile', 'lune', 'ciel', 'mer', 'ocean', 'musique',
  'football', 'foot', 'tennis', 'rugby', 'danse', 'voiture', 'moto', 'travail', 'boulot', 'ecole', 'printemps', 'automne', 'hiver', 'ete', 'noel', 'janvier', 'fevrier',
  'mars', 'avril', 'mai', 'juin', 'juillet', 'aout', 'septembre', 'octobre', 'novembre', 'decembre', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi',
  'dimanche', 'dieu', 'jesus', 'marie', 'bordel', 'putain', 'merde', 'connard', 'salope', 'enculer',
  // Places and teams.
  'france', 'paris', 'marseille', 'lyon', 'toulouse', 'bordeaux', 'nantes', 'lille', 'nice', 'strasbourg', 'montpellier', 'rennes', 'brest', 'bretagne', 'normandie',
  'corse', 'alsace', 'provence', 'algerie', 'maroc', 'tunisie', 'portugal', 'belgique', 'quebec', 'olympique', 'olympiquedemarseille', 'allezlom', 'psg', 'parissg',
  'parissaintgermain', 'allezlesbleus', 'lesbleus', 'zidane', 'mbappe',
  // First names, among the most given in France.
  'jean', 'pierre', 'michel', 'andre', 'philippe', 'alain', 'bernard', 'jacques', 'daniel', 'patrick', 'christian', 'nicolas', 'julien', 'thomas', 'olivier', 'laurent',
  'christophe', 'frederic', 'sebastien', 'stephane', 'david', 'eric', 'francois', 'vincent', 'guillaume', 'mathieu', 'romain', 'maxime', 'alexandre', 'antoine', 'kevin',
  'quentin', 'florian', 'clement', 'anthony', 'jeremy', 'jonathan', 'benjamin', 'lucas', 'hugo', 'louis', 'enzo', 'nathan', 'theo', 'mathis', 'jules', 'gabriel',
  'raphael', 'arthur', 'leo', 'adam', 'noah', 'nathalie', 'isabelle', 'sylvie', 'catherine', 'francoise', 'martine', 'nicole', 'monique', 'christine', 'valerie',
  'sandrine', 'sophie', 'veronique', 'stephanie', 'celine', 'caroline', 'virginie', 'aurelie', 'emilie', 'elodie', 'melanie', 'audrey', 'julie', 'laura', 'sarah',
  'pauline', 'marine', 'camille', 'manon', 'charlotte', 'clara', 'chloe', 'emma', 'lea', 'ines', 'jade', 'louise', 'alice', 'lina', 'zoe', 'juliette', 'lucie',
  'amandine', 'vanessa', 'jessica', 'marion', 'margaux', 'oceane', 'mathilde', 'justine',
];
