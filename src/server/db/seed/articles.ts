import { localized } from './text';
import type { SeedArticle, SeedCategory } from './types';

/**
 * The blog's sample articles, as the agency would write them. Texts go through `localized()`
 * (./text), which trims the indentation and applies French typography.
 */

export const categories: SeedCategory[] = [
  {
    slug: 'strategie',
    name: localized('Stratégie produit', 'Product strategy'),
    description: localized(
      'Cadrer un projet, choisir ce qu\'on construit en premier et dépenser son budget là où il compte.',
      'Framing a project, choosing what to build first and spending the budget where it matters.',
    ),
  },
  {
    slug: 'developpement',
    name: localized('Développement', 'Engineering'),
    description: localized(
      'Nos choix techniques expliqués sans jargon : web, mobile, API, performance et maintenance.',
      'Our technical choices explained without jargon: web, mobile, APIs, performance and maintenance.',
    ),
  },
  {
    slug: 'design-eco-conception',
    name: localized('Design & éco-conception', 'Design & sustainability'),
    description: localized(
      'Des interfaces accessibles, sobres et agréables, pensées pour les personnes comme pour la planète.',
      'Accessible, lean and pleasant interfaces, designed for people and for the planet alike.',
    ),
  },
  {
    slug: 'retours-clients',
    name: localized('Retours clients', 'Client stories'),
    description: localized(
      'Ce que nos clients ont construit avec nous, ce qui a marché et ce que nous en avons appris.',
      'What our clients built with us, what worked and what we learned along the way.',
    ),
  },
];

type ArticleEntry = Omit<SeedArticle, 'image'>;

const entries: ArticleEntry[] = [
  {
    slug: 'quest-ce-quun-mvp',
    category: 'strategie',
    publishedAt: '2025-01-14T08:00:00.000Z',
    published: true,
    title: localized(`Qu'est-ce qu'un MVP ?`, `What is an MVP, really?`),
    excerpt: localized(
      `Un MVP n'est pas une version au rabais de votre produit : c'est l'expérience la plus courte pour vérifier que des gens en veulent. Voici comment le cadrer.`,
      `An MVP is not a cut-price version of your product: it is the shortest experiment that shows whether people want it. Here is how we scope one.`,
    ),
    imageAlt: localized(
      `Larges bandes diagonales bleu nuit et orange sur un fond vert menthe, avec un cercle menthe cerné de bleu nuit.`,
      `Broad diagonal bands of navy and orange across a mint green background, with a mint circle outlined in navy.`,
    ),
    body: localized(
      `
      Le sigle revient dans presque chaque premier rendez-vous : « on voudrait partir sur un MVP ». Derrière ce mot, chacun met pourtant quelque chose de différent, du prototype cliquable à la version complète livrée en accéléré. Mettons-nous d'accord sur le sens, parce qu'il change la manière de dépenser votre budget.

      ## Une définition qui tient en une phrase

      Le **Minimum Viable Product**, ou produit minimum viable, popularisé par Eric Ries dans son livre *The Lean Startup*, est la plus petite version d'un produit qui permet d'apprendre quelque chose de vrai sur ses utilisateurs. Le mot important n'est pas « minimum », c'est « apprendre ». Un MVP répond à une question précise, par exemple : « des artisans sont-ils prêts à payer pour gérer leurs devis depuis leur téléphone ? »

      ## Ce qu'un MVP n'est pas

      - Ce n'est pas une maquette : de vraies personnes doivent pouvoir l'utiliser pour de bon, avec leurs propres données.
      - Ce n'est pas un produit bâclé : ce qui est livré doit fonctionner correctement, être sécurisé et respecter le RGPD.
      - Ce n'est pas la version 1 amputée de quelques écrans : on retire des parcours entiers, pas des finitions.

      ## Comment nous le cadrons

      Nous commençons par un atelier d'une demi-journée pour écrire l'hypothèse principale et la mesure qui la validera. Ensuite, nous listons tous les parcours imaginés et nous n'en gardons qu'un, celui qui prouve la valeur. Tout le reste est traité à la main ou avec des outils existants : un tableur partagé à la place d'un back-office, un virement à la place d'un paiement intégré, un e-mail envoyé par l'équipe à la place d'une notification automatique.

      Dans nos projets, un MVP bien cadré se construit en six à dix semaines, avec une équipe de deux ou trois personnes. Au-delà de trois mois, c'est généralement le signe que le périmètre a glissé vers une version complète.

      ## Mesurer avant de construire la suite

      Un MVP sans indicateur est une dépense, pas une expérience. Avant la mise en ligne, nous fixons avec vous deux ou trois chiffres à suivre : le taux d'inscription après la première visite, le nombre d'utilisateurs revenus la deuxième semaine, la part de ceux qui acceptent de payer. Nous installons une mesure d'audience respectueuse de la vie privée et nous prévoyons des entretiens avec les premiers utilisateurs, parce que les chiffres disent ce qui se passe, rarement pourquoi.

      ## Et après ?

      Trois issues sont possibles, et toutes sont de bonnes nouvelles. Soit l'hypothèse est confirmée et vous construisez la suite sur des bases solides. Soit elle est infirmée, et vous avez évité d'investir une année de budget dans la mauvaise direction. Soit les retours font apparaître un autre besoin, souvent plus intéressant que celui de départ. C'est pour cette troisième issue que nous écrivons un code propre dès le MVP : il doit pouvoir pivoter sans être jeté.
      `,
      `
      "Let's start with an MVP" comes up in nearly every first meeting. Yet everyone means something different by it, from a clickable prototype to a full first version delivered in a rush. It is worth agreeing on the meaning, because it changes how your budget gets spent.

      ## A one-sentence definition

      A **Minimum Viable Product**, a term made popular by Eric Ries in his book *The Lean Startup*, is the smallest version of a product that teaches you something true about its users. The key word is not "minimum", it is "learn". An MVP answers one precise question, such as: "will tradespeople pay to manage their quotes from their phone?"

      ## What an MVP is not

      - It is not a mock-up: real people must be able to use it for real, with their own data.
      - It is not a sloppy product: what ships must work properly, be secure and respect data protection law.
      - It is not version one with a few screens cut: you remove whole journeys, not the polish.

      ## How we scope one

      We start with a half-day workshop to write down the main hypothesis and the measure that will confirm it. Then we list every journey anyone has imagined and keep only one: the journey that proves the value. Everything else is handled by hand or with existing tools: a shared spreadsheet instead of a back office, a bank transfer instead of built-in payments, an email sent by the team instead of an automatic notification.

      In our projects, a well-scoped MVP takes six to ten weeks with a team of two or three people. When it stretches beyond three months, the scope has usually drifted towards a full product.

      ## Measure before you build more

      An MVP without a metric is an expense, not an experiment. Before launch, we agree with you on two or three numbers to watch: the sign-up rate after a first visit, how many users come back in their second week, the share who agree to pay. We set up privacy-friendly analytics and plan interviews with the first users, because numbers tell you what is happening and rarely why.

      ## What comes next?

      There are three possible outcomes, and all of them are good news. The hypothesis holds, and you build the next stage on solid ground. It fails, and you have avoided spending a year's budget in the wrong direction. Or the feedback reveals another need, often more interesting than the first one. That third outcome is why we write clean code even for an MVP: it has to be able to pivot without being thrown away.
      `,
    ),
  },
  {
    slug: 'quest-ce-que-le-why',
    category: 'strategie',
    publishedAt: '2025-02-11T08:00:00.000Z',
    published: true,
    title: localized(`Qu'est-ce que le « why » ? Partir du pourquoi dans un projet digital`, `What is the "why"? Starting with why in a digital project`),
    excerpt: localized(
      `Le cercle d'or de Simon Sinek appliqué à un site ou à une application : pourquoi partir de votre raison d'être change le cahier des charges, le design et les priorités.`,
      `Simon Sinek's golden circle applied to a website or an app: why starting from your purpose changes the brief, the design and the priorities.`,
    ),
    imageAlt: localized(
      `Barres verticales arrondies de hauteurs variées, couleur crème et une bleu nuit, sur un fond orange.`,
      `Rounded vertical bars of varying heights, cream with one in navy, on an orange background.`,
    ),
    body: localized(
      `
      En 2009, Simon Sinek présente lors d'une conférence TED devenue célèbre une idée simple : les organisations qui inspirent ne commencent pas par ce qu'elles font, mais par pourquoi elles le font. Il en a tiré un livre, *Start With Why*, et un schéma, le cercle d'or. Nous l'utilisons presque chaque semaine, non comme un slogan, mais comme un outil de cadrage.

      ## Le cercle d'or en deux minutes

      Trois cercles concentriques, du centre vers l'extérieur :

      - **Pourquoi** : la conviction qui vous fait vous lever le matin, la raison d'être de votre structure ;
      - **Comment** : ce qui vous distingue, votre méthode, vos engagements ;
      - **Quoi** : les produits et les services que vous vendez.

      La plupart des entreprises communiquent de l'extérieur vers l'intérieur : voici ce que nous faisons, voici pourquoi c'est bien. Sinek propose d'inverser le sens, et de commencer par la conviction.

      ## Pourquoi c'est utile pour un site ou une application

      Un cahier des charges décrit presque toujours le quoi : un catalogue, un formulaire de contact, un espace client. Quand nous demandons pourquoi le projet existe, la réponse change souvent les priorités. Une fromagerie qui nous demandait une boutique en ligne voulait en réalité « faire connaître des producteurs de la région qui ne savent pas se vendre ». Le projet est devenu un site de portraits de producteurs, avec la commande au second plan, et ce sont ces portraits qui ont fait venir les clients.

      ## Nos questions en atelier

      Avant de parler d'écrans, nous passons une heure sur ces questions avec les personnes qui portent le projet :

      - Qu'est-ce qui manquerait à vos clients si vous disparaissiez demain ?
      - De quoi êtes-vous le plus fier dans votre façon de travailler ?
      - Quelle phrase aimeriez-vous entendre d'un client après sa première visite ?
      - Qu'est-ce que vous refusez de faire, même si cela rapportait ?

      Les réponses tiennent ensuite sur une page, que nous relisons à chaque arbitrage.

      ## Du pourquoi aux écrans

      Le pourquoi se traduit très concrètement. Il décide de la première phrase de la page d'accueil, qui doit dire la conviction avant l'offre. Il aide à trancher entre deux fonctionnalités : on garde celle qui sert la raison d'être. Il guide le ton des textes, le choix des photos et même les indicateurs. Une association qui veut « rendre le sport accessible à ceux qui n'osent pas pousser la porte d'un club » ne mesurera pas seulement ses inscriptions, mais la part de personnes qui pratiquent pour la première fois.

      ## Les limites de l'exercice

      Le pourquoi n'est pas une formule magique. Un beau manifeste ne remplace ni une offre claire ni un parcours d'achat simple. Et il ne sert à rien s'il n'est pas sincère : les visiteurs repèrent vite une raison d'être plaquée. Bien utilisé, il évite surtout de construire un site qui ressemble à celui de tous vos concurrents.
      `,
      `
      In 2009, Simon Sinek gave a TED talk that became famous for one simple idea: organisations that inspire do not start with what they do, but with why they do it. He turned it into a book, *Start With Why*, and a diagram, the golden circle. We use it almost every week, not as a slogan but as a scoping tool.

      ## The golden circle in two minutes

      Three concentric circles, from the centre outwards:

      - **Why**: the belief that gets you up in the morning, the reason your organisation exists;
      - **How**: what sets you apart, your method, your commitments;
      - **What**: the products and services you sell.

      Most companies communicate from the outside in: here is what we do, here is why it is good. Sinek suggests turning that around and leading with the belief.

      ## Why it matters for a website or an app

      A brief almost always describes the what: a catalogue, a contact form, a customer area. When we ask why the project exists, the answer often reshuffles the priorities. A cheese shop that asked us for an online store actually wanted "to make local farmers known, because they are bad at selling themselves". The project became a site of farmer portraits, with ordering in the background, and those portraits are what brought customers in.

      ## Our workshop questions

      Before we talk about screens, we spend an hour on these questions with the people behind the project:

      - What would your customers miss if you disappeared tomorrow?
      - What are you proudest of in the way you work?
      - What sentence would you love to hear from a customer after their first visit?
      - What do you refuse to do, even if it would pay?

      The answers then fit on a single page, which we reread every time a trade-off comes up.

      ## From the why to the screens

      The why becomes very concrete. It decides the first sentence of the home page, which should state the belief before the offer. It settles a choice between two features: you keep the one that serves your purpose. It guides the tone of the copy, the choice of photos and even the metrics. A charity that wants "to open sport to people who don't dare walk into a club" will not only count sign-ups, but the share of people taking up a sport for the first time.

      ## The limits of the exercise

      The why is not a magic formula. A fine manifesto replaces neither a clear offer nor a simple checkout. And it is useless unless it is sincere: visitors quickly spot a purpose that has been bolted on. Used well, it mostly keeps you from building a site that looks like all your competitors'.
      `,
    ),
  },
  {
    slug: 'progressive-web-app',
    category: 'developpement',
    publishedAt: '2025-03-18T08:00:00.000Z',
    published: true,
    title: localized(`Progressive Web App : le meilleur des deux mondes ?`, `Progressive web apps: the best of both worlds?`),
    excerpt: localized(
      `Une PWA s'installe sur l'écran d'accueil, fonctionne hors ligne et envoie des notifications, sans passer par les stores. Quand est-ce le bon choix ?`,
      `A PWA installs on the home screen, works offline and sends notifications without going through the app stores. When is it the right choice?`,
    ),
    imageAlt: localized(
      `Une rangée de barres verticales arrondies crème, menthe et orange, comme un graphique, sur un fond bleu nuit.`,
      `A row of rounded vertical bars in cream, mint and orange, like a chart, on a navy background.`,
    ),
    body: localized(
      `
      Le terme Progressive Web App a été proposé en 2015 par Alex Russell et Frances Berriman pour désigner des sites qui se comportent comme des applications. Dix ans plus tard, la technologie est mûre, et c'est une option que nous proposons souvent à des clients persuadés d'avoir besoin d'une application mobile.

      ## Ce qui fait une PWA

      Trois briques techniques suffisent :

      - un **manifeste**, qui donne le nom, l'icône et les couleurs de l'application pour l'installer sur l'écran d'accueil ;
      - un **service worker**, un petit script placé entre l'application et le réseau, qui met en cache les pages et les données ;
      - le **HTTPS**, obligatoire pour tout le reste.

      Pour le reste, c'est un site bien construit : rapide, pensé pour le mobile, utilisable au doigt comme au clavier.

      ## Ce que vous y gagnez

      Une seule base de code sert l'ordinateur, Android et iOS. Les mises à jour sont instantanées : pas de validation par les stores, pas d'utilisateurs bloqués sur une ancienne version. L'application est trouvable par les moteurs de recherche et se partage par un simple lien. Dans nos projets, une PWA coûte généralement 30 à 40 % de moins que deux applications natives aux fonctionnalités équivalentes, et surtout beaucoup moins à maintenir.

      ## Le hors-ligne, vraiment utile

      Le service worker permet de consulter sans réseau les contenus déjà vus, et d'enregistrer des saisies pour les envoyer dès le retour de la connexion. Pour un technicien qui remplit ses rapports d'intervention dans des caves ou des parkings, c'est la différence entre un outil adopté et un outil abandonné.

      ## Les limites à connaître

      - Sur iPhone, les notifications push ne fonctionnent que depuis iOS 16.4, et seulement si l'application a été ajoutée à l'écran d'accueil.
      - L'accès à certaines fonctions du téléphone reste limité : NFC sur iPhone, widgets, intégration fine avec les contacts ou les données de santé.
      - L'absence de fiche dans les stores peut gêner si votre public a le réflexe d'y chercher votre marque.
      - Les tâches lourdes en arrière-plan, comme le suivi GPS continu, restent le domaine du natif.

      ## Comment choisir

      Nous posons trois questions. Vos utilisateurs ont-ils besoin d'une fonction du téléphone que le web n'offre pas ? Votre modèle dépend-il de la visibilité dans les stores ? Le budget permet-il de maintenir deux applications ? Si la réponse est non, non et non, la PWA est presque toujours le bon point de départ. Et si le besoin évolue, le travail n'est pas perdu : l'API et une bonne partie du design serviront à une application native plus tard.
      `,
      `
      The term progressive web app was coined in 2015 by Alex Russell and Frances Berriman to describe websites that behave like apps. Ten years on, the technology is mature, and it is an option we often put forward to clients who are sure they need a mobile app.

      ## What makes a PWA

      Three technical building blocks are enough:

      - a **manifest**, which gives the app its name, icon and colours so it can be installed on the home screen;
      - a **service worker**, a small script that sits between the app and the network and caches pages and data;
      - **HTTPS**, which everything else requires.

      Beyond that, it is simply a well-built website: fast, designed for mobile, usable with a finger or a keyboard.

      ## What you gain

      One codebase serves desktop, Android and iOS. Updates are instant: no app store review, no users stuck on an old version. The app can be found by search engines and shared with a plain link. In our projects, a PWA usually costs 30 to 40% less than two native apps with the same features, and a great deal less to maintain.

      ## Offline, and genuinely useful

      The service worker lets people read content they have already seen without a connection, and stores what they type so it can be sent as soon as the network is back. For a technician filling in job reports in basements and car parks, that is the difference between a tool people adopt and one they abandon.

      ## The limits you should know

      - On iPhone, push notifications only work since iOS 16.4, and only once the app has been added to the home screen.
      - Access to some phone features is still limited: NFC on iPhone, widgets, deep integration with contacts or health data.
      - Not being listed in the stores can hurt if your audience instinctively looks for your brand there.
      - Heavy background work, such as continuous GPS tracking, remains native territory.

      ## How to choose

      We ask three questions. Do your users need a phone feature the web does not offer? Does your business depend on being visible in the app stores? Does the budget allow you to maintain two apps? If the answers are no, no and no, a PWA is almost always the right starting point. And if your needs change, nothing is wasted: the API and much of the design will carry over to a native app later.
      `,
    ),
  },
  {
    slug: 'comment-integrer-de-lecologie-dans-les-projets-digitaux',
    category: 'design-eco-conception',
    publishedAt: '2025-04-22T08:00:00.000Z',
    published: true,
    title: localized(`Comment intégrer de l'écologie dans les projets digitaux`, `How to bring ecology into digital projects`),
    excerpt: localized(
      `Le numérique a une empreinte bien réelle, surtout à cause des appareils. Nos pratiques pour concevoir des sites et des applications plus sobres, sans sacrifier l'expérience.`,
      `Digital has a real footprint, mostly because of the devices we use. Our practices for designing leaner websites and apps without sacrificing the experience.`,
    ),
    imageAlt: localized(
      `Des vagues superposées vert menthe, bleu nuit et orange sur un fond crème clair.`,
      `Layered waves of mint, navy and orange flowing across a light cream background.`,
    ),
    body: localized(
      `
      On imagine volontiers le numérique comme immatériel. Il repose pourtant sur des milliards d'appareils, de câbles et de serveurs, et les études de l'ADEME et de l'Arcep montrent que la plus grande part de son impact environnemental vient de la fabrication des terminaux : téléphones, ordinateurs, écrans. Pour une agence comme la nôtre, la conséquence est directe : un site qui reste fluide sur un téléphone de cinq ans aide ses utilisateurs à ne pas en changer.

      ## Commencer par le besoin

      La fonctionnalité la plus sobre est celle qu'on ne développe pas. Lors du cadrage, nous demandons pour chacune qui l'utilisera et à quelle fréquence. Une vidéo en lecture automatique sur la page d'accueil, un carrousel de douze visuels, une messagerie instantanée que personne n'a le temps d'animer : ce sont souvent les premiers éléments que nos clients acceptent de retirer, quand on leur montre ce qu'ils coûtent en poids et en attention.

      ## Des pages légères

      - Nous fixons un budget de poids par page dès la maquette, par exemple 1 Mo pour une page d'accueil, et nous le vérifions à chaque mise en production.
      - Les images sont servies dans un format moderne (WebP ou AVIF) et à la bonne taille pour chaque écran ; les illustrations sont en SVG.
      - Les polices sont limitées à deux familles, hébergées sur le site et réduites aux caractères utiles.
      - Les scripts tiers (suivi, publicité, widgets) sont listés et justifiés un par un.

      ## Un hébergement et un code responsables

      Nous privilégions des hébergeurs européens qui publient leurs données énergétiques, des serveurs dimensionnés au juste besoin et la mise en cache de tout ce qui peut l'être. Côté code, une page qui ne charge que ce qu'elle affiche est à la fois plus rapide et moins gourmande. C'est l'un des rares sujets où performance, accessibilité et écologie vont exactement dans le même sens.

      ## S'appuyer sur un référentiel

      En France, le RGESN, référentiel général d'écoconception de services numériques, propose des critères qui couvrent la stratégie, le design, les contenus, le front-end, le back-end et l'hébergement. Nous l'utilisons comme liste de contrôle au début et à la fin de chaque projet, et nous remettons à nos clients la déclaration d'écoconception qui l'accompagne. Elle sert aussi d'argument auprès des acheteurs publics et des grands comptes, qui la demandent de plus en plus souvent.

      ## Mesurer pour progresser

      Nous mesurons le poids, le nombre de requêtes et la complexité des pages principales avant et après le projet. Ces chiffres ne disent pas tout de l'impact réel, mais ils permettent de fixer des objectifs et de repérer les dérives. Sur les refontes que nous avons menées, diviser le poids des pages par deux ou trois est courant, et les temps de chargement suivent la même pente.
      `,
      `
      It is tempting to think of digital as weightless. Yet it runs on billions of devices, cables and servers, and studies by the French environment agency ADEME and the telecoms regulator Arcep show that most of its environmental impact comes from manufacturing the devices themselves: phones, computers, screens. For an agency like ours, the consequence is direct: a site that stays smooth on a five-year-old phone helps its users keep that phone.

      ## Start with the need

      The leanest feature is the one you never build. During scoping, we ask who will use each feature and how often. An autoplaying video on the home page, a carousel of twelve visuals, a live chat nobody has time to staff: these are often the first things our clients agree to drop once we show them what they cost in weight and in attention.

      ## Light pages

      - We set a page weight budget at the design stage, say 1 MB for a home page, and check it at every release.
      - Images are served in a modern format (WebP or AVIF) at the right size for each screen; illustrations are SVG.
      - Fonts are limited to two families, self-hosted and trimmed to the characters actually used.
      - Third-party scripts (tracking, ads, widgets) are listed and justified one by one.

      ## Responsible hosting and code

      We favour European hosts that publish their energy data, servers sized to what is really needed, and caching for everything that can be cached. On the code side, a page that loads only what it shows is both faster and less wasteful. It is one of the rare topics where performance, accessibility and ecology pull in exactly the same direction.

      ## Lean on a standard

      In France, the RGESN, the government's general framework for the eco-design of digital services, sets out criteria covering strategy, design, content, front end, back end and hosting. We use it as a checklist at the start and end of every project, and hand our clients the eco-design statement that goes with it. It is also a selling point with public buyers and large companies, who ask for it more and more often.

      ## Measure to improve

      We measure the weight, number of requests and complexity of the main pages before and after each project. These figures don't capture the whole real-world impact, but they make it possible to set targets and spot drift. On the redesigns we have led, cutting page weight by a factor of two or three is common, and load times follow the same curve.
      `,
    ),
  },
  {
    slug: 'api-vs-microservices-comment-savoir-lequel-est-pour-moi',
    category: 'developpement',
    publishedAt: '2025-05-27T08:00:00.000Z',
    published: true,
    title: localized(`API ou microservices : comment savoir lequel est pour moi ?`, `Monolithic API or microservices: how do I know which is for me?`),
    excerpt: localized(
      `Une API monolithique bien organisée suffit à la grande majorité des projets. Les signes qui justifient de passer aux microservices, et ceux qui n'en sont pas.`,
      `A well-organised monolithic API is enough for the vast majority of projects. The signs that justify microservices, and the ones that don't.`,
    ),
    imageAlt: localized(
      `Des quarts de cercle menthe, orange et crème assemblés en grille sur un fond bleu nuit.`,
      `Quarter circles in mint, orange and cream tiled in a grid on a navy background.`,
    ),
    body: localized(
      `
      La question nous arrive souvent sous cette forme : « on nous a conseillé une architecture en microservices, est-ce vraiment nécessaire ? ». Pour y répondre, il faut d'abord remettre les mots à leur place, car les deux approches ne s'opposent pas tout à fait : dans les deux cas, votre site ou votre application dialogue avec une API.

      ## Deux façons d'organiser le serveur

      Une **API monolithique** est une seule application serveur, déployée d'un bloc, qui regroupe toutes les fonctions : comptes, commandes, paiements, contenus. Les **microservices** découpent ces fonctions en plusieurs petites applications indépendantes, chacune avec sa propre base de données, qui communiquent entre elles par le réseau.

      ## Les atouts du monolithe

      - Un seul dépôt de code, un seul déploiement, une seule base de données : toute l'équipe comprend le système.
      - Les changements qui touchent plusieurs fonctions se font en une fois, sans négocier de contrat entre services.
      - L'hébergement coûte peu : un serveur, une base, une sauvegarde.
      - Les erreurs sont faciles à suivre, puisqu'une requête ne traverse qu'une seule application.

      Un monolithe bien rangé, avec des modules séparés par domaine métier, supporte sans difficulté des dizaines de milliers d'utilisateurs par jour. C'est ce que nous livrons dans l'immense majorité de nos projets.

      ## Quand les microservices se justifient

      Ils résolvent d'abord un problème d'organisation, avant un problème technique. Ils deviennent intéressants quand plusieurs équipes doivent livrer chacune à leur rythme sans se gêner, quand une partie du système a des besoins de charge très différents du reste (un moteur de calcul, un traitement vidéo), ou quand une fonction doit rester disponible même si tout le reste tombe. D'après notre expérience, en dessous d'une vingtaine de développeurs, ces situations sont rares.

      ## Le coût caché

      Chaque service ajoute un déploiement, une surveillance, des mises à jour de sécurité, et des pannes d'un genre nouveau : un service lent qui ralentit tous les autres, des données incohérentes entre deux bases, une mise à jour qui casse un voisin. Il faut des outils de traçage, une plateforme d'orchestration et des compétences d'exploitation solides. Pour une petite équipe, ce coût dépasse vite le bénéfice.

      ## Notre recommandation

      Commencez par un **monolithe modulaire** : un seul serveur, mais un code rangé par domaines métier, avec des frontières nettes entre eux. Si un jour un module a vraiment besoin de vivre seul, il pourra être extrait proprement, parce que ses frontières existent déjà. Cette approche progressive vous évite de payer dès le premier jour la complexité d'une architecture pensée pour une organisation que vous n'avez pas encore.
      `,
      `
      The question usually reaches us like this: "we've been told to go for microservices, do we really need them?" To answer it, we first need to pin down the words, because the two approaches are not quite opposites: either way, your website or app talks to an API.

      ## Two ways to organise the server

      A **monolithic API** is a single server application, deployed in one piece, that holds every function: accounts, orders, payments, content. **Microservices** split those functions into several small independent applications, each with its own database, talking to one another over the network.

      ## What the monolith has going for it

      - One code repository, one deployment, one database: the whole team understands the system.
      - Changes that touch several functions ship in one go, without negotiating contracts between services.
      - Hosting is cheap: one server, one database, one backup.
      - Errors are easy to trace, since a request only goes through one application.

      A tidy monolith, with modules separated by business domain, comfortably handles tens of thousands of users a day. It is what we deliver in the vast majority of our projects.

      ## When microservices make sense

      They solve an organisational problem first and a technical one second. They become worthwhile when several teams need to ship at their own pace without getting in each other's way, when one part of the system has load patterns very different from the rest (a calculation engine, video processing), or when one function must stay up even if everything else goes down. In our experience, below about twenty developers, these situations are rare.

      ## The hidden cost

      Every service adds a deployment, monitoring, security updates, and new kinds of failure: one slow service dragging all the others down, data drifting out of sync between two databases, an update that breaks a neighbour. You need tracing tools, an orchestration platform and solid operations skills. For a small team, that cost quickly outweighs the benefit.

      ## Our recommendation

      Start with a **modular monolith**: one server, but code organised by business domain with clear boundaries between them. If one day a module truly needs to live on its own, it can be extracted cleanly, because its boundaries already exist. This step-by-step approach spares you from paying, on day one, for the complexity of an architecture designed for an organisation you do not have yet.
      `,
    ),
  },
  {
    slug: 'ils-nous-font-confiance-1',
    category: 'retours-clients',
    publishedAt: '2025-06-24T08:00:00.000Z',
    published: true,
    title: localized(`Ils nous font confiance : quatre clients, quatre façons de mieux travailler`, `They trust us: four clients, four ways of working better`),
    excerpt: localized(
      `Une boulangerie, un transporteur, une association d'inclusion numérique et une compagnie de théâtre de Seine-Saint-Denis : ce que nous avons construit ensemble, et ce qui a changé.`,
      `A bakery, a haulier, a digital inclusion charity and a theatre company, all in Seine-Saint-Denis: what we built together, and what changed.`,
    ),
    imageAlt: localized(
      `Des quarts de cercle bleu nuit et orange disposés en grille sur un fond vert menthe.`,
      `Navy and orange quarter circles arranged in a grid on a mint green background.`,
    ),
    body: localized(
      `
      Nous sommes installés à Bobigny, et la plupart de nos clients sont nos voisins : des commerces, des PME, des associations et des lieux culturels de Seine-Saint-Denis et de l'est parisien. Ce sont des structures à taille humaine, sans service informatique ni budget à perdre, qui attendent d'un outil numérique qu'il leur fasse gagner du temps dès la première semaine. En voici quatre, choisis parce qu'ils montrent des besoins très différents.

      ## Maison Fournier : la commande en ligne pour une boulangerie familiale

      Trois boutiques à Montreuil, Bagnolet et Romainville, et des commandes de gâteaux prises au téléphone puis notées sur un cahier. Après deux matinées passées derrière le comptoir avec l'équipe, nous avons conçu une application web installable : le client choisit sa boutique et son créneau de retrait, puis paie sur place ou en ligne. En cuisine, une tablette affiche les commandes du lendemain, regroupées par produit. Aujourd'hui, près d'un tiers des commandes du week-end passent par l'application, et la production du matin suit les commandes de la veille.

      ## Transports Belkacem & Fils : des preuves de livraison qui ne se perdent plus

      Vingt-cinq chauffeurs, des bons de livraison papier qui se perdaient ou se déchiraient, et une facturation qui attendait parfois dix jours leur retour au dépôt. Nous avons développé une application mobile qui enregistre la photo du colis et la signature du client, même sans réseau au fond d'un parking souterrain, et qui envoie tout dès que la connexion revient. Les factures partent désormais le jour même de la livraison.

      ## Clic & Lien : un site vraiment accessible

      Cette association accompagne chaque année plusieurs centaines de personnes, souvent âgées, dans leurs démarches en ligne. Son ancien site était justement difficile à utiliser pour ce public. Nous avons testé chaque écran avec des participants des ateliers, puis conçu un site conforme au niveau AA du RGAA, avec une inscription aux ateliers en trois étapes, ou par un simple rappel téléphonique demandé en un clic.

      ## Les Tréteaux du Canal : une billetterie sans commission

      La compagnie de théâtre de Pantin reversait une commission sur chaque place vendue, et son site s'affichait mal sur mobile. Nous avons construit un site de saison sobre et rapide, avec une billetterie intégrée et des billets lisibles hors ligne. L'équipe publie désormais sa saison en une après-midi, au lieu d'une semaine.

      ## Ce que ces projets ont en commun

      - Un cadrage court mais exigeant, sur le terrain, avec les personnes qui utiliseront l'outil au quotidien.
      - Des livraisons toutes les deux semaines, pour corriger le tir tôt.
      - Un code dont nos clients sont propriétaires, documenté pour qu'une autre équipe puisse le reprendre.

      Le détail de chacun de ces projets vous attend dans nos références. Et si vous vous reconnaissez dans l'un d'eux, écrivez-nous : le premier échange est toujours gratuit et sans engagement.
      `,
      `
      We are based in Bobigny, and most of our clients are our neighbours: shops, small businesses, charities and cultural venues in Seine-Saint-Denis and eastern Paris. They are human-sized organisations, with no IT department and no budget to waste, who expect a digital tool to save them time from the very first week. Here are four, chosen because they show very different needs.

      ## Maison Fournier: online ordering for a family bakery

      Three shops in Montreuil, Bagnolet and Romainville, and cake orders taken over the phone and written down in a notebook. After two mornings behind the counter with the team, we designed an installable web app: customers choose their shop and a pick-up slot, then pay in store or online. In the kitchen, a tablet shows the next day's orders grouped by product. Today, nearly a third of weekend orders go through the app, and the morning bake follows the previous day's orders.

      ## Transports Belkacem & Fils: delivery proofs that no longer get lost

      Twenty-five drivers, paper delivery notes that got lost or torn, and invoicing that sometimes waited ten days for them to come back to the depot. We built a mobile app that records a photo of the parcel and the customer's signature, even with no signal at the bottom of an underground car park, and sends everything as soon as the connection returns. Invoices now go out on the day of delivery.

      ## Clic & Lien: a truly accessible website

      This charity helps several hundred people a year, many of them elderly, with their online paperwork. Its old website was, ironically, hard for exactly that audience to use. We tested every screen with workshop participants, then designed a site that meets level AA of the RGAA, the French accessibility standard, with workshop sign-up in three steps, or through a simple phone call-back requested in one click.

      ## Les Tréteaux du Canal: ticketing with no commission

      This theatre company in Pantin paid a commission on every seat sold, and its website displayed badly on phones. We built a lean, fast season website with built-in ticketing and tickets that can be read offline. The team now publishes its season in an afternoon instead of a week.

      ## What these projects have in common

      - A short but demanding scoping phase, on site, with the people who will use the tool every day.
      - Deliveries every two weeks, to correct course early.
      - Code our clients own, documented so another team could take it over.

      You will find the full story of each project among our client references. And if you recognise yourself in one of them, write to us: the first conversation is always free and without obligation.
      `,
    ),
  },
  {
    slug: 'accessibilite-numerique-ce-qui-change-en-2025',
    category: 'design-eco-conception',
    publishedAt: '2025-07-08T08:00:00.000Z',
    published: true,
    title: localized(`Accessibilité numérique : ce qui change en 2025`, `Digital accessibility: what changes in 2025`),
    excerpt: localized(
      `Depuis juin 2025, l'accessibilité est une obligation pour bien plus d'entreprises. Qui est concerné, ce que demande la loi et par où commencer sans tout refaire.`,
      `Since June 2025, accessibility is a legal duty for many more businesses. Who is affected, what the law asks for and where to start without rebuilding everything.`,
    ),
    imageAlt: localized(
      `Des crêtes montagneuses menthe, crème et orange sous un soleil orange, sur un ciel bleu nuit.`,
      `Mountain ridges in mint, cream and orange under an orange sun, on a navy sky.`,
    ),
    body: localized(
      `
      Le 28 juin 2025, l'Acte européen sur l'accessibilité est entré en application. Jusque-là, en France, l'obligation de rendre un site accessible pesait surtout sur les services publics et les très grandes entreprises. Désormais, de nombreux services grand public proposés en ligne sont concernés, et beaucoup de nos clients nous demandent ce que cela change pour eux.

      ## Qui est concerné

      La directive vise des services du quotidien :

      - le commerce en ligne, dès lors qu'il s'adresse à des particuliers ;
      - les services bancaires aux particuliers ;
      - le transport de voyageurs, de la billetterie à l'information en temps réel ;
      - les livres numériques et les services de communication électronique.

      Les microentreprises de services, qui comptent moins de dix salariés et au plus 2 millions d'euros de chiffre d'affaires ou de total de bilan, en sont exemptées. Mais une exemption légale n'empêche pas vos clients d'avoir besoin d'un site utilisable, et les appels d'offres l'exigent de plus en plus.

      ## Ce que la loi demande concrètement

      En France, la référence technique est le RGAA, le référentiel général d'amélioration de l'accessibilité, qui s'appuie sur les critères internationaux WCAG au niveau AA. Il faut viser la conformité, publier une déclaration d'accessibilité qui indique le niveau atteint et les défauts connus, et offrir aux utilisateurs un moyen simple de signaler un problème.

      ## Les défauts que nous rencontrons le plus

      Dans les audits que nous menons, ce sont presque toujours les mêmes :

      - des images porteuses d'information sans texte alternatif ;
      - des contrastes trop faibles, souvent un gris clair sur fond blanc ;
      - des champs de formulaire sans étiquette, ou des erreurs signalées uniquement par la couleur ;
      - des menus et des fenêtres impossibles à utiliser au clavier ;
      - des titres mal hiérarchisés, qui empêchent de parcourir la page avec un lecteur d'écran.

      Bonne nouvelle : ces défauts se corrigent sans refonte, et ils représentent souvent l'essentiel du chemin vers la conformité.

      ## Par où commencer

      Nous conseillons de démarrer par un audit sur un échantillon de pages représentatives : l'accueil, une fiche produit, le tunnel de commande, le formulaire de contact. Il donne un taux de conformité et une liste de corrections classées par impact. Les corrections les plus rentables sont traitées en priorité, puis l'accessibilité entre dans la façon de travailler : des composants accessibles par défaut, une vérification à chaque livraison, des tests avec des personnes qui utilisent des technologies d'assistance.

      ## Un bénéfice pour tous

      Un site accessible profite à tout le monde : à la personne qui lit son téléphone en plein soleil, à celle qui a le bras dans le plâtre, à celle qui apprend le français. Il est aussi, en général, mieux référencé, parce qu'un moteur de recherche lit une page un peu comme un lecteur d'écran.
      `,
      `
      On 28 June 2025, the European Accessibility Act came into force. Until then in France, the duty to make a website accessible fell mainly on public services and very large companies. Now many consumer services offered online are covered, and plenty of our clients have asked us what that means for them.

      ## Who is affected

      The directive targets everyday services:

      - online shops, as soon as they sell to consumers;
      - consumer banking services;
      - passenger transport, from ticketing to real-time travel information;
      - e-books and electronic communication services.

      Service micro-enterprises, with fewer than ten employees and no more than 2 million euros in turnover or balance sheet total, are exempt. But a legal exemption does not stop your customers from needing a usable site, and public tenders increasingly require it.

      ## What the law actually asks for

      In France, the technical reference is the RGAA, the government's accessibility framework, which builds on the international WCAG criteria at level AA. You need to aim for conformance, publish an accessibility statement giving the level reached and known issues, and offer users a simple way to report a problem.

      ## The issues we see most often

      In the audits we run, it is nearly always the same list:

      - images that carry information but have no text alternative;
      - contrast that is too low, often light grey on white;
      - form fields without labels, or errors shown by colour alone;
      - menus and dialogs that cannot be used with a keyboard;
      - headings in a muddled order, which stops screen reader users from skimming the page.

      The good news: these issues can be fixed without a redesign, and they are often most of the way to conformance.

      ## Where to start

      We recommend starting with an audit of a sample of representative pages: the home page, a product page, the checkout, the contact form. It gives you a conformance rate and a list of fixes ranked by impact. The fixes with the best return come first; then accessibility becomes part of how you work: components that are accessible by default, a check at every release, and testing with people who use assistive technology.

      ## A benefit for everyone

      An accessible site helps everybody: the person reading their phone in bright sunlight, the one with an arm in plaster, the one still learning the language. It also tends to rank better in search, because a search engine reads a page rather like a screen reader does.
      `,
    ),
  },
  {
    slug: 'combien-coute-une-application-mobile',
    category: 'strategie',
    publishedAt: '2025-09-09T08:00:00.000Z',
    published: true,
    title: localized(`Combien coûte une application mobile ?`, `How much does a mobile app cost?`),
    excerpt: localized(
      `De quelques milliers à plusieurs centaines de milliers d'euros : ce qui fait vraiment varier le prix d'une application, et comment garder la maîtrise de votre budget.`,
      `From a few thousand to several hundred thousand euros: what really drives the price of an app, and how to keep your budget under control.`,
    ),
    imageAlt: localized(
      `Des carrés arrondis bleu nuit et orange empilés en escalier montant, près d'un disque orange, sur un fond vert menthe.`,
      `Navy and orange rounded squares stacked into a rising staircase beside an orange disc, on a mint green background.`,
    ),
    body: localized(
      `
      C'est la question qu'on nous pose le plus souvent, et la plus difficile à trancher en une phrase. Une application ressemble à une maison : son prix dépend moins du nombre de pièces que de ce qu'on y installe. Voici comment nous construisons un devis, pour que vous puissiez comparer les propositions en connaissance de cause.

      ## Ce qui fait le prix

      Le coût d'une application, c'est presque entièrement du temps passé par une équipe : conception, design, développement, tests, gestion de projet. Les facteurs qui font varier ce temps sont toujours les mêmes :

      - le nombre de parcours différents : s'inscrire, commander, réserver, échanger des messages... ;
      - les connexions à d'autres systèmes : paiement, logiciel de caisse, ERP, CRM ;
      - le back-office nécessaire pour administrer les contenus et les utilisateurs ;
      - les plateformes visées : iOS, Android, web ;
      - les exigences particulières : hors-ligne, temps réel, données de santé, forte affluence.

      ## Des ordres de grandeur

      Pour vous donner des repères, voici ce que nous observons dans nos propres projets, hors taxes :

      - une application simple, quelques écrans et des contenus gérés par l'équipe : de 15 000 à 30 000 € ;
      - une application avec comptes utilisateurs, paiement et back-office : de 40 000 à 80 000 € ;
      - une plateforme avec plusieurs profils d'utilisateurs, du temps réel et des connexions à vos outils : à partir de 100 000 €.

      Ces fourchettes supposent une seule base de code pour iOS et Android, notre choix par défaut.

      ## Les coûts qu'on oublie

      Le développement n'est qu'un début. Comptez chaque année environ 15 à 20 % du coût initial pour la maintenance : adaptation aux nouvelles versions d'iOS et d'Android, correctifs de sécurité, petites évolutions. S'y ajoutent l'hébergement, les comptes développeur d'Apple et de Google, les services tiers (envoi d'e-mails, cartes, notifications) et, trop souvent oublié, le temps de votre équipe pour faire vivre l'application.

      ## Comment maîtriser le budget

      La meilleure façon de réduire le coût, c'est de réduire le périmètre de départ. Nous proposons généralement une première version centrée sur le parcours principal, livrée en deux à trois mois, puis des évolutions financées par ce que vous aurez appris. Un forfait sur un périmètre figé rassure, mais il pousse chacun à défendre le contrat plutôt que le produit. Nous préférons un budget par période, avec des priorités revues toutes les deux semaines.

      ## Comparer des devis

      Méfiez-vous d'un devis deux fois moins cher que les autres : il oublie souvent les tests, le back-office ou la publication sur les stores. Demandez ce qui est inclus, qui sera propriétaire du code, comment se passe la maintenance et ce qui arrive si le projet s'arrête en cours de route. Une agence sérieuse répond à ces questions sans hésiter.
      `,
      `
      It is the question we hear most often, and the hardest to answer in one sentence. An app is like a house: its price depends less on the number of rooms than on what you put in them. Here is how we build a quote, so you can compare proposals knowing what is behind them.

      ## What drives the price

      The cost of an app is almost entirely time spent by a team: scoping, design, development, testing, project management. The factors that change that time are always the same:

      - the number of distinct journeys: signing up, ordering, booking, messaging...;
      - connections to other systems: payments, point-of-sale software, ERP, CRM;
      - the back office needed to manage content and users;
      - the target platforms: iOS, Android, web;
      - special requirements: offline use, real time, health data, heavy traffic.

      ## Orders of magnitude

      To give you some benchmarks, here is what we see in our own projects, excluding VAT:

      - a simple app, a handful of screens and content managed by the team: 15,000 to 30,000 euros;
      - an app with user accounts, payments and a back office: 40,000 to 80,000 euros;
      - a platform with several user roles, real-time features and connections to your tools: from 100,000 euros.

      These ranges assume a single codebase for iOS and Android, which is our default choice.

      ## The costs people forget

      Development is only the beginning. Allow roughly 15 to 20% of the initial cost each year for maintenance: keeping up with new iOS and Android versions, security fixes, small improvements. Add hosting, the Apple and Google developer accounts, third-party services (email delivery, maps, notifications) and, too often forgotten, your own team's time to keep the app alive.

      ## How to keep the budget under control

      The best way to cut the cost is to cut the initial scope. We usually suggest a first version focused on the main journey, delivered in two to three months, followed by improvements funded by what you have learned. A fixed price for a frozen scope feels reassuring, but it pushes everyone to defend the contract rather than the product. We prefer a budget per period, with priorities reviewed every two weeks.

      ## Comparing quotes

      Be wary of a quote that is half the price of the others: it often leaves out testing, the back office or app store publishing. Ask what is included, who will own the code, how maintenance works and what happens if the project stops halfway. A serious agency answers these questions without hesitation.
      `,
    ),
  },
  {
    slug: 'application-native-ou-multiplateforme',
    category: 'developpement',
    publishedAt: '2025-10-07T08:00:00.000Z',
    published: true,
    title: localized(`Application native ou multiplateforme : comment choisir ?`, `Native or cross-platform app: how to choose?`),
    excerpt: localized(
      `Swift et Kotlin d'un côté, React Native et Flutter de l'autre : les vraies différences aujourd'hui, et pourquoi une seule base de code convient à la plupart des projets.`,
      `Swift and Kotlin on one side, React Native and Flutter on the other: the real differences today, and why a single codebase suits most projects.`,
    ),
    imageAlt: localized(
      `Des vagues orange et bleu nuit qui montent sur un fond crème pâle.`,
      `Orange and navy waves rising over a pale cream background.`,
    ),
    body: localized(
      `
      Une application pour iPhone et Android peut se construire de deux manières. En **natif**, on écrit deux applications : l'une en Swift pour iOS, l'autre en Kotlin pour Android. En **multiplateforme**, on écrit une seule application avec un outil comme React Native ou Flutter, qui produit les deux versions. Le débat a longtemps été passionné ; il s'est beaucoup apaisé, parce que les outils multiplateformes ont rattrapé l'essentiel de leur retard.

      ## Ce que le multiplateforme apporte

      - Une seule base de code, donc une seule équipe, et des fonctionnalités livrées en même temps sur les deux systèmes.
      - Un coût de développement et de maintenance nettement plus bas : dans nos projets, on économise souvent un tiers du budget par rapport à deux applications natives.
      - Avec React Native, une partie du code (règles métier, appels à l'API, validation des formulaires) peut être partagée avec un site web écrit en React.
      - Des performances largement suffisantes pour les applications de service, de commerce ou de contenu.

      ## Quand le natif reste préférable

      Certaines applications tirent leur valeur de ce que le téléphone a de plus spécifique. Le natif garde l'avantage pour :

      - les jeux et les animations très exigeantes ;
      - le traitement intensif de l'image, de la vidéo ou du son en temps réel ;
      - l'usage avancé des capteurs, du Bluetooth ou de la réalité augmentée ;
      - les fonctions qui doivent suivre dès leur sortie les nouveautés d'iOS et d'Android, comme les widgets ou les montres connectées.

      Même dans ces cas, une approche mixte est possible : une application multiplateforme avec quelques modules natifs pour les parties les plus exigeantes.

      ## React Native ou Flutter ?

      Les deux sont solides et soutenus par de grands acteurs, Meta pour le premier, Google pour le second. Nous travaillons surtout avec React Native, parce qu'il partage son langage, TypeScript, et ses habitudes avec nos projets web : une même équipe peut passer du site à l'application sans changer d'outils. Flutter reste un excellent choix si votre équipe interne le maîtrise déjà.

      ## Et la Progressive Web App ?

      Avant de choisir entre natif et multiplateforme, demandez-vous si vous avez vraiment besoin d'une application installée depuis les stores. Pour beaucoup de services, une Progressive Web App suffit, pour un coût encore plus bas. Nous lui avons consacré un article entier sur ce blog.

      ## Notre conseil

      Choisissez la technologie en fonction de ce que vos utilisateurs doivent pouvoir faire, de votre budget sur trois ans et de l'équipe qui maintiendra l'application, pas en fonction d'une mode. Et demandez toujours à voir une application publiée par l'agence avec la technologie qu'elle vous recommande.
      `,
      `
      An app for iPhone and Android can be built in two ways. **Native** means writing two apps: one in Swift for iOS, the other in Kotlin for Android. **Cross-platform** means writing a single app with a tool such as React Native or Flutter, which produces both versions. The debate used to be heated; it has calmed down a lot, because cross-platform tools have closed most of the gap.

      ## What cross-platform brings

      - One codebase, so one team, and features that ship on both systems at the same time.
      - Noticeably lower development and maintenance costs: in our projects, we often save a third of the budget compared with two native apps.
      - With React Native, part of the code (business rules, API calls, form validation) can be shared with a website built in React.
      - Performance that is more than enough for service, commerce or content apps.

      ## When native is still the better choice

      Some apps get their value from what is most specific about the phone. Native keeps the edge for:

      - games and very demanding animation;
      - heavy real-time image, video or audio processing;
      - advanced use of sensors, Bluetooth or augmented reality;
      - features that must adopt new iOS and Android capabilities the day they ship, such as widgets or smartwatches.

      Even then, a hybrid approach is possible: a cross-platform app with a few native modules for the most demanding parts.

      ## React Native or Flutter?

      Both are solid and backed by big players, Meta for the former and Google for the latter. We mostly work with React Native, because it shares its language, TypeScript, and its habits with our web projects: the same team can move from the website to the app without switching tools. Flutter remains an excellent choice if your in-house team already knows it well.

      ## What about a progressive web app?

      Before choosing between native and cross-platform, ask yourself whether you really need an app installed from the stores. For many services a progressive web app is enough, at an even lower cost. We have devoted a whole article to it on this blog.

      ## Our advice

      Choose the technology based on what your users need to be able to do, your budget over three years and the team that will maintain the app, not on fashion. And always ask to see an app the agency has published with the technology it recommends.
      `,
    ),
  },
  {
    slug: 'rediger-un-cahier-des-charges-utile',
    category: 'strategie',
    publishedAt: '2025-11-04T08:00:00.000Z',
    published: true,
    title: localized(`Rédiger un cahier des charges vraiment utile`, `Writing a project brief that actually helps`),
    excerpt: localized(
      `Inutile d'écrire cinquante pages : un bon cahier des charges tient en quelques pages et répond à sept questions. Notre trame, avec des exemples.`,
      `No need for fifty pages: a good brief fits in a few and answers seven questions. Our template, with examples.`,
    ),
    imageAlt: localized(
      `Des sommets bleu nuit et orange sous un soleil bleu nuit, sur un ciel vert menthe.`,
      `Navy and orange mountain peaks beneath a navy sun, on a mint green sky.`,
    ),
    body: localized(
      `
      Nous recevons chaque année des dizaines de cahiers des charges. Les plus longs ne sont pas les plus utiles : une liste exhaustive de fonctionnalités dit rarement pourquoi elles comptent, ni lesquelles sont indispensables. Un bon document aide les agences à vous faire une proposition juste, et il vous aide surtout, vous, à clarifier votre projet.

      ## Les sept questions auxquelles répondre

      - **Pourquoi ce projet ?** Le problème à résoudre, et ce qui se passe si vous ne faites rien.
      - **Pour qui ?** Les différents publics, avec leurs attentes et leurs contraintes : sur le terrain, au bureau, en situation de handicap...
      - **Qu'est-ce qui sera mesuré ?** Deux ou trois indicateurs de réussite, chiffrés si possible.
      - **Que doit-on pouvoir faire ?** Les parcours principaux, décrits du point de vue de l'utilisateur.
      - **Avec quoi cela doit-il fonctionner ?** Vos outils existants, vos données, vos contraintes techniques ou réglementaires.
      - **Pour quand ?** La date qui compte vraiment, et pourquoi elle compte.
      - **Avec quel budget ?** Une fourchette, même large.

      ## Décrire des parcours plutôt que des fonctionnalités

      « Un espace client » ne dit pas grand-chose. « Une cliente retrouve ses trois dernières factures et les télécharge depuis son téléphone en moins d'une minute » dit presque tout : qui, quoi, sur quel appareil, avec quel niveau d'exigence. Nous conseillons d'écrire ainsi les cinq à dix parcours essentiels, puis de les classer en trois groupes : indispensables, importants et agréables.

      ## Oser donner un budget

      Beaucoup de porteurs de projet craignent qu'un budget annoncé soit aussitôt consommé en entier. En pratique, c'est l'inverse : sans fourchette, chaque agence imagine un projet différent et les propositions deviennent impossibles à comparer. Avec un budget, nous pouvons vous dire ce qui est réaliste, et proposer un périmètre qui tient dedans.

      ## Ce qu'il vaut mieux ne pas figer

      Laissez ouverts les choix techniques, sauf contrainte réelle, et le détail des écrans. C'est le rôle de l'agence de les proposer, et les meilleures idées naissent souvent de la discussion. Un cahier des charges trop précis sur la forme empêche les prestataires de vous faire profiter de leur expérience.

      ## Les pièces utiles à joindre

      Votre charte graphique si elle existe, des exemples de sites ou d'applications que vous aimez (et ce que vous y aimez), les chiffres de fréquentation actuels, et le nom de la personne qui tranchera les décisions. Ce dernier point paraît anodin. C'est pourtant l'une des premières causes de retard dans les projets que nous reprenons : quand personne ne peut dire oui, tout attend.
      `,
      `
      Every year we receive dozens of project briefs. The longest are not the most useful: an exhaustive list of features rarely says why they matter or which ones are essential. A good document helps agencies make you a fair proposal, and above all it helps you get your own project clear.

      ## The seven questions to answer

      - **Why this project?** The problem to solve, and what happens if you do nothing.
      - **For whom?** The different audiences, with their expectations and constraints: out in the field, at a desk, living with a disability...
      - **What will be measured?** Two or three success metrics, with numbers if possible.
      - **What must people be able to do?** The main journeys, described from the user's point of view.
      - **What must it work with?** Your existing tools, your data, your technical or regulatory constraints.
      - **By when?** The date that really matters, and why it matters.
      - **On what budget?** A range, even a wide one.

      ## Describe journeys, not features

      "A customer area" says very little. "A customer finds her last three invoices and downloads them from her phone in under a minute" says nearly everything: who, what, on which device, and how demanding the bar is. We suggest writing your five to ten essential journeys this way, then sorting them into three groups: must-have, important and nice-to-have.

      ## Dare to give a budget

      Many project owners fear that a stated budget will simply be spent in full. In practice, the opposite happens: without a range, each agency imagines a different project and the proposals become impossible to compare. With a budget, we can tell you what is realistic and propose a scope that fits.

      ## What is better left open

      Leave the technical choices open, unless there is a real constraint, along with the details of the screens. Proposing them is the agency's job, and the best ideas often come out of the conversation. A brief that is too precise about the form stops suppliers from bringing you the benefit of their experience.

      ## Useful attachments

      Your brand guidelines if you have them, examples of websites or apps you like (and what you like about them), your current traffic figures, and the name of the person who will make the final calls. That last point looks trivial. Yet it is one of the main causes of delay in the projects we take over: when nobody can say yes, everything waits.
      `,
    ),
  },
  {
    slug: 'tests-utilisateurs-cinq-personnes-suffisent',
    category: 'design-eco-conception',
    publishedAt: '2025-12-02T08:00:00.000Z',
    published: true,
    title: localized(`Tests utilisateurs : pourquoi cinq personnes suffisent souvent`, `User testing: why five people are often enough`),
    excerpt: localized(
      `Pas besoin d'un laboratoire ni d'un gros budget pour observer de vrais utilisateurs. Notre méthode en une journée, et ce qu'elle révèle presque à chaque fois.`,
      `You need neither a lab nor a big budget to watch real users at work. Our one-day method, and what it reveals almost every time.`,
    ),
    imageAlt: localized(
      `Des anneaux concentriques autour d'un disque orange, avec deux petites planètes menthe et blanche, sur un fond bleu nuit.`,
      `Concentric rings around an orange disc, with two small mint and white planets, on a navy background.`,
    ),
    body: localized(
      `
      En 2000, Jakob Nielsen publiait un article resté célèbre : tester une interface avec cinq utilisateurs suffit à découvrir la plupart de ses problèmes d'utilisabilité. L'idée a souvent été caricaturée, mais le fond reste juste : mieux vaut plusieurs petits tests qu'une seule grande étude. Nous l'appliquons sur presque tous nos projets.

      ## Pourquoi si peu de personnes

      Le premier participant révèle beaucoup de problèmes. Le deuxième en confirme une bonne partie et en ajoute quelques-uns. Au cinquième, on revoit surtout les mêmes difficultés. Plutôt que de tester avec quinze personnes d'un coup, il est plus rentable d'en tester cinq, de corriger, puis de recommencer avec cinq autres sur la version améliorée.

      Attention, la règle vaut pour un public homogène. Si votre service s'adresse à des profils très différents, par exemple des patients et des soignants, prévoyez un petit groupe pour chacun.

      ## Notre méthode en une journée

      - **Préparer** : trois à cinq tâches réalistes, formulées sans souffler la réponse, comme « vous voulez offrir un atelier de poterie à votre sœur pour son anniversaire ».
      - **Recruter** : des personnes qui ressemblent à vos utilisateurs, pas vos collègues. Vos clients actuels acceptent souvent de participer, en échange d'un bon d'achat.
      - **Observer** : quarante-cinq minutes par personne, en lui demandant de penser à voix haute. On n'aide pas, on ne justifie pas l'interface, on prend des notes.
      - **Synthétiser** : le soir même, l'équipe liste les problèmes observés et les classe par gravité.

      ## Tester tôt, même sur une maquette

      Un test n'a pas besoin d'un produit terminé. Une maquette cliquable suffit pour vérifier que les libellés sont compris et que les parcours s'enchaînent logiquement. À ce stade, corriger un problème coûte quelques minutes de design ; une fois l'écran développé, cela peut coûter des jours.

      ## Ce que les tests révèlent presque toujours

      Dans nos projets, on retrouve les mêmes surprises : un vocabulaire interne que personne ne comprend, un bouton principal qui ne ressemble pas à un bouton, une information essentielle placée tout en bas de la page, un formulaire si long qu'il fait abandonner. Aucun de ces problèmes n'est visible pour une équipe qui connaît son produit par cœur.

      ## Et à distance ?

      Les tests à distance, en visioconférence avec partage d'écran, fonctionnent très bien et permettent de rencontrer des personnes partout en France. Ils ont un avantage de plus : les participants utilisent leur propre appareil, chez eux, avec leurs réglages d'accessibilité. On découvre ainsi des usages qu'aucun laboratoire ne reproduirait, comme un texte agrandi à 200 % qui fait déborder tous les boutons.
      `,
      `
      In 2000, Jakob Nielsen published a now-famous article: testing an interface with five users is enough to uncover most of its usability problems. The idea has often been caricatured, but its core still holds: several small tests beat one big study. We apply it to almost all our projects.

      ## Why so few people

      The first participant reveals a lot of problems. The second confirms many of them and adds a few. By the fifth, you mostly see the same difficulties again. Rather than testing with fifteen people at once, it pays to test with five, fix what you found, then go again with five more on the improved version.

      A word of caution: the rule applies to a fairly uniform audience. If your service serves very different profiles, such as patients and care staff, plan a small group for each.

      ## Our one-day method

      - **Prepare**: three to five realistic tasks, worded without giving the answer away, such as "you want to give your sister a pottery class for her birthday".
      - **Recruit**: people who resemble your users, not your colleagues. Your existing customers are often happy to take part in exchange for a voucher.
      - **Observe**: forty-five minutes per person, asking them to think aloud. You don't help, you don't explain the interface, you take notes.
      - **Synthesise**: that same evening, the team lists the problems observed and ranks them by severity.

      ## Test early, even on a mock-up

      A test does not need a finished product. A clickable mock-up is enough to check that labels are understood and journeys flow logically. At that stage, fixing a problem costs a few minutes of design; once the screen is built, it can cost days.

      ## What testing almost always reveals

      In our projects, the same surprises keep coming back: internal jargon nobody understands, a main button that does not look like a button, essential information buried at the bottom of the page, a form so long that people give up. None of these problems is visible to a team that knows its product by heart.

      ## What about remote testing?

      Remote tests, over video calls with screen sharing, work very well and let you reach people anywhere in the country. They have one more advantage: participants use their own device, at home, with their own accessibility settings. You discover uses no lab would reproduce, such as text enlarged to 200% that makes every button overflow.
      `,
    ),
  },
  {
    slug: 'core-web-vitals-la-performance-expliquee',
    category: 'developpement',
    publishedAt: '2026-01-20T08:00:00.000Z',
    published: true,
    title: localized(`Core Web Vitals : la performance de votre site expliquée simplement`, `Core Web Vitals: your site's performance, simply explained`),
    excerpt: localized(
      `LCP, INP, CLS : trois indicateurs qui mesurent ce que ressentent vos visiteurs. Ce qu'ils veulent dire, les seuils à viser et les corrections les plus efficaces.`,
      `LCP, INP and CLS: three metrics that measure what your visitors actually feel. What they mean, the thresholds to aim for and the fixes that work best.`,
    ),
    imageAlt: localized(
      `Des rayures diagonales bleu nuit et orange traversant un fond crème, avec un cercle blanc.`,
      `Diagonal navy and orange stripes crossing a cream background, with a white circle.`,
    ),
    body: localized(
      `
      Un site lent perd des visiteurs, tout le monde le sait. Encore faut-il savoir ce que « lent » veut dire. En 2020, Google a proposé trois indicateurs, les Core Web Vitals, qui mesurent l'expérience réelle des visiteurs sur leurs propres appareils. Ils comptent pour le référencement, mais ils sont surtout un bon résumé de ce qui agace les utilisateurs.

      ## Les trois indicateurs

      - **LCP** (Largest Contentful Paint) : le temps avant que le plus grand élément visible, souvent une image ou un titre, soit affiché. Objectif : moins de 2,5 secondes.
      - **INP** (Interaction to Next Paint) : le délai entre une action, comme un clic, et la réaction visible de la page. Il a remplacé l'ancien FID en mars 2024. Objectif : moins de 200 millisecondes.
      - **CLS** (Cumulative Layout Shift) : la stabilité de la mise en page, autrement dit les éléments qui bougent pendant le chargement. Objectif : moins de 0,1.

      Google considère qu'une page est bonne quand au moins 75 % des visites atteignent ces seuils.

      ## Mesurer sur le terrain, pas seulement en laboratoire

      Les outils de test lancés depuis un ordinateur de bureau donnent une première idée, mais ils ne disent pas ce que vivent vos visiteurs sur un téléphone d'entrée de gamme en 4G, dans le métro. Nous complétons toujours ces tests par des mesures réelles, collectées auprès des visiteurs sans aucune donnée personnelle, pour repérer les pages qui posent vraiment problème.

      ## Les corrections les plus efficaces

      Dans nos audits, quelques causes reviennent très souvent :

      - une image d'en-tête trop lourde ou chargée trop tard : on la compresse, on la sert à la bonne taille et on la charge en priorité ;
      - des polices de caractères qui bloquent l'affichage du texte ;
      - des images et des encarts sans dimensions réservées, qui font sauter la page ;
      - trop de JavaScript exécuté au chargement, souvent apporté par des outils tiers ;
      - un serveur lent à répondre, faute de mise en cache.

      ## Performance et expérience

      La performance n'est pas qu'une affaire technique. Une page qui affiche tout de suite l'essentiel, même si le reste arrive ensuite, paraît plus rapide qu'une page plus légère qui reste blanche. Le design a donc son mot à dire : hiérarchie claire, emplacements réservés pendant le chargement, retour visuel immédiat à chaque action.

      ## Garder le cap dans le temps

      Un site rapide le jour de sa mise en ligne peut devenir lent en six mois, au fil des nouveaux contenus et des outils ajoutés par les uns et les autres. Nous intégrons donc un budget de performance aux vérifications automatiques de chaque mise en production, pour repérer une régression avant vos visiteurs.
      `,
      `
      A slow site loses visitors; everybody knows that. But you still need to know what "slow" means. In 2020, Google proposed three metrics, the Core Web Vitals, that measure what real visitors experience on their own devices. They count towards search ranking, but above all they are a good summary of what annoys users.

      ## The three metrics

      - **LCP** (Largest Contentful Paint): the time until the largest visible element, often an image or a heading, is displayed. Target: under 2.5 seconds.
      - **INP** (Interaction to Next Paint): the delay between an action, such as a tap, and the page's visible response. It replaced the older FID in March 2024. Target: under 200 milliseconds.
      - **CLS** (Cumulative Layout Shift): how stable the layout is, in other words how much things jump around while loading. Target: under 0.1.

      Google considers a page good when at least 75% of visits meet these thresholds.

      ## Measure in the field, not just in the lab

      Testing tools run from a desktop computer give a first idea, but they don't tell you what your visitors go through on an entry-level phone over 4G on a train. We always complement those tests with real-user measurements, collected without any personal data, to find the pages that really hurt.

      ## The fixes that work best

      In our audits, a few causes come up again and again:

      - a hero image that is too heavy or loads too late: compress it, serve it at the right size and load it first;
      - web fonts that block text from showing;
      - images and embeds without reserved dimensions, which make the page jump;
      - too much JavaScript running at load time, often brought in by third-party tools;
      - a server slow to respond for lack of caching.

      ## Performance and experience

      Performance is not purely technical. A page that shows the essentials straight away, even if the rest arrives later, feels faster than a lighter page that stays blank. So design has its say too: a clear hierarchy, placeholders reserved while content loads, immediate visual feedback on every action.

      ## Staying on course over time

      A site that is fast on launch day can become slow within six months, as new content and tools get added by different people. That is why we build a performance budget into the automatic checks of every release, to catch a regression before your visitors do.
      `,
    ),
  },
  {
    slug: 'rgpd-ce-quune-application-doit-prevoir',
    category: 'strategie',
    publishedAt: '2026-03-03T08:00:00.000Z',
    published: true,
    title: localized(`RGPD : ce qu'une application doit prévoir dès la conception`, `GDPR: what an app must plan for from day one`),
    excerpt: localized(
      `Consentement, durées de conservation, droits des utilisateurs, sous-traitants : la liste de contrôle que nous suivons pour chaque projet, expliquée sans jargon juridique.`,
      `Consent, retention periods, user rights, processors: the checklist we follow on every project, explained without legal jargon.`,
    ),
    imageAlt: localized(
      `Des sommets pointus orange, crème et menthe sous un soleil menthe, sur un ciel bleu nuit.`,
      `Sharp orange, cream and mint peaks under a mint sun, on a navy sky.`,
    ),
    body: localized(
      `
      Le règlement général sur la protection des données s'applique depuis 2018 à toute organisation qui traite des données de personnes situées dans l'Union européenne. Pour un site ou une application, il ne se résume pas à un bandeau de cookies : il touche la conception même du produit. Nous ne sommes pas juristes, et nous travaillons avec le conseil de nos clients quand c'est nécessaire, mais voici ce que nous prévoyons systématiquement.

      ## Ne collecter que le nécessaire

      C'est le principe de minimisation. Pour chaque champ d'un formulaire, nous demandons à quoi il sert. La date de naissance complète est-elle utile, ou seulement la confirmation que la personne est majeure ? Le numéro de téléphone est-il indispensable, ou seulement pratique ? Chaque donnée en moins est une donnée qu'on n'aura ni à protéger, ni à justifier.

      ## Informer, et demander le consentement quand il le faut

      - Une politique de confidentialité claire, qui dit quelles données sont collectées, pourquoi, pour combien de temps et avec qui elles sont partagées.
      - Un consentement libre pour les traceurs non essentiels : refuser doit être aussi simple qu'accepter, avec un bouton de même importance.
      - Aucune case pré-cochée pour la lettre d'information ou les offres partenaires.

      Selon les recommandations de la CNIL, certains outils de mesure d'audience peuvent être exemptés de consentement s'ils sont configurés de façon restrictive. C'est souvent le choix le plus simple, et le plus respectueux.

      ## Des durées de conservation

      Les données ne se gardent pas indéfiniment. Nous fixons avec vous une durée pour chaque catégorie (comptes inactifs, candidatures, messages de contact, factures) et nous automatisons leur suppression ou leur anonymisation. Par exemple, un compte sans connexion depuis trois ans reçoit un e-mail d'avertissement, puis il est supprimé un mois plus tard.

      ## Les droits des utilisateurs, dans l'interface

      Chacun peut demander l'accès à ses données, leur correction, leur suppression ou leur export. Plutôt que de traiter ces demandes à la main par e-mail, nous les intégrons au produit : modifier son profil, télécharger ses données, supprimer son compte en quelques clics. C'est plus simple pour vous et plus rassurant pour vos utilisateurs.

      ## Sécurité et sous-traitants

      Mots de passe stockés sous forme hachée avec des algorithmes adaptés, connexions chiffrées, accès aux données limités aux personnes qui en ont besoin, sauvegardes régulièrement testées. Chaque prestataire qui touche aux données (hébergeur, service d'envoi d'e-mails, outil d'analyse) est un sous-traitant : il faut un contrat qui l'engage, et savoir où les données sont hébergées. Nous tenons cette liste à jour dans la documentation du projet, prête à rejoindre votre registre des traitements.
      `,
      `
      The General Data Protection Regulation has applied since 2018 to any organisation that processes data about people in the European Union. For a website or an app, it is not just a cookie banner: it shapes the design of the product itself. We are not lawyers, and we work with our clients' legal advisers when needed, but here is what we plan for every time.

      ## Collect only what you need

      This is the data minimisation principle. For every form field, we ask what it is for. Do you need the full date of birth, or just confirmation that the person is an adult? Is the phone number essential, or merely convenient? Every piece of data you don't collect is one you never have to protect or justify.

      ## Inform people, and ask for consent when required

      - A clear privacy policy that says what data is collected, why, for how long and who it is shared with.
      - Freely given consent for non-essential trackers: refusing must be as easy as accepting, with a button of equal weight.
      - No pre-ticked box for the newsletter or partner offers.

      Under the guidance of the CNIL, the French data protection authority, some audience measurement tools can be exempt from consent if they are configured restrictively. That is often the simplest choice, and the most respectful one.

      ## Retention periods

      Data is not kept forever. We agree with you on a period for each category (inactive accounts, job applications, contact messages, invoices) and automate deletion or anonymisation. For example, an account with no login for three years receives a warning email, then is deleted a month later.

      ## User rights, built into the interface

      Everyone can ask to access, correct, delete or export their data. Rather than handling these requests by hand over email, we build them into the product: edit your profile, download your data, delete your account in a few clicks. It is simpler for you and more reassuring for your users.

      ## Security and processors

      Passwords stored as hashes with suitable algorithms, encrypted connections, data access limited to the people who need it, backups that are regularly tested. Every supplier that touches the data (hosting provider, email service, analytics tool) is a processor: you need a contract that binds them, and you need to know where the data is hosted. We keep that list up to date in the project documentation, ready to go into your record of processing activities.
      `,
    ),
  },
  {
    slug: 'un-design-system-pour-une-petite-equipe',
    category: 'design-eco-conception',
    publishedAt: '2026-04-14T08:00:00.000Z',
    published: true,
    title: localized(`Un design system, même pour une petite équipe ?`, `A design system, even for a small team?`),
    excerpt: localized(
      `Couleurs, typographie, composants : un design system n'est pas réservé aux géants du numérique. Comment en poser les bases en quelques jours, et ce qu'il fait gagner ensuite.`,
      `Colours, type, components: a design system isn't just for tech giants. How to lay its foundations in a few days, and what it saves you afterwards.`,
    ),
    imageAlt: localized(
      `Un grand disque menthe entouré de points orange et bleu nuit, sur un fond crème pointillé.`,
      `A large mint disc among scattered orange and navy dots, on a cream dotted background.`,
    ),
    body: localized(
      `
      Quand on parle de design system, on pense aux bibliothèques publiques des grandes entreprises du numérique, avec leurs centaines de composants et leurs équipes dédiées. Pour une PME ou une jeune entreprise, cela paraît démesuré. Le principe est pourtant simple et utile à toute échelle : décider une fois pour toutes comment les éléments se présentent et se comportent, au lieu de le redécider à chaque écran.

      ## De quoi est-il fait

      Un design system de petite taille tient en trois couches :

      - des **fondations** : la palette de couleurs et ses usages, deux ou trois tailles de titres, les espacements, les arrondis, les ombres ;
      - des **composants** : boutons, champs de formulaire, cartes, messages d'erreur, fenêtres de dialogue, chacun avec ses états (survol, focus, désactivé, erreur) ;
      - des **règles d'usage** : quand utiliser un bouton principal, comment rédiger un message d'erreur, quel ton adopter.

      Le tout existe à la fois dans l'outil de design et dans le code, sous les mêmes noms, pour que designers et développeurs parlent la même langue.

      ## Ce qu'il fait gagner

      Sur nos projets, le gain se voit dès le troisième mois. Les nouveaux écrans se conçoivent en assemblant des pièces existantes, les développeurs ne réinventent pas un bouton par page, et l'interface reste cohérente même quand plusieurs personnes y travaillent. Les améliorations se propagent aussi : renforcer le contraste d'un bouton le renforce partout.

      ## L'accessibilité intégrée une fois pour toutes

      C'est pour nous l'argument décisif. Un champ de formulaire bien construit, avec son étiquette, son message d'erreur relié et annoncé, son focus bien visible, l'est sur tous les écrans qui l'utilisent. Les contrastes de la palette sont vérifiés une seule fois, au moment où on la définit. L'accessibilité cesse d'être une vérification de fin de projet pour devenir une propriété des briques de base.

      ## Commencer petit

      Inutile de tout prévoir. Nous démarrons avec les éléments réellement utilisés par les premiers écrans, une douzaine de composants en général, et nous ajoutons les autres au fil des besoins. Une règle simple évite la dérive : un composant n'entre dans le système que lorsqu'il sert à au moins deux endroits.

      ## Le faire vivre

      Un design system n'est jamais terminé. Il lui faut une personne responsable, même à temps partiel, une page de documentation avec des exemples, et un rendez-vous régulier, par exemple une demi-heure toutes les deux semaines, pour décider des ajouts et des changements. Sans cela, chacun crée sa propre variante et le système perd sa raison d'être.
      `,
      `
      Say "design system" and people picture the public libraries of big tech companies, with hundreds of components and dedicated teams. For a small business or a start-up, that seems out of proportion. Yet the principle is simple and useful at any scale: decide once and for all how things look and behave, instead of deciding again on every screen.

      ## What it is made of

      A small design system comes in three layers:

      - **foundations**: the colour palette and how to use it, two or three heading sizes, spacing, corner radii, shadows;
      - **components**: buttons, form fields, cards, error messages, dialogs, each with its states (hover, focus, disabled, error);
      - **usage rules**: when to use a primary button, how to write an error message, what tone to take.

      All of it exists both in the design tool and in the code, under the same names, so designers and developers speak the same language.

      ## What it saves you

      On our projects, the payoff shows by the third month. New screens are designed by assembling existing pieces, developers stop reinventing a button on every page, and the interface stays consistent even when several people work on it. Improvements spread too: strengthen a button's contrast and it is strengthened everywhere.

      ## Accessibility built in once and for all

      For us, this is the clinching argument. A well-built form field, with its label, its linked and announced error message and a clearly visible focus, is just as good on every screen that uses it. The palette's contrast is checked once, when it is defined. Accessibility stops being an end-of-project check and becomes a property of the building blocks.

      ## Start small

      There is no need to plan everything. We start with the elements the first screens actually use, usually about a dozen components, and add others as needs arise. One simple rule prevents drift: a component only joins the system once it is used in at least two places.

      ## Keep it alive

      A design system is never finished. It needs an owner, even part-time, a documentation page with examples, and a regular slot, say half an hour every two weeks, to decide on additions and changes. Without that, everyone creates their own variant and the system loses its point.
      `,
    ),
  },
  {
    slug: 'maintenance-applicative-pourquoi-la-prevoir',
    category: 'developpement',
    publishedAt: '2026-06-09T08:00:00.000Z',
    published: true,
    title: localized(`Maintenance applicative : pourquoi la prévoir dès le départ`, `Application maintenance: why plan for it from the start`),
    excerpt: localized(
      `Un site ou une application n'est jamais terminé : sécurité, mises à jour, compatibilité. Ce que couvre un contrat de maintenance, et comment le dimensionner.`,
      `A website or an app is never finished: security, updates, compatibility. What a maintenance contract covers, and how to size it.`,
    ),
    imageAlt: localized(
      `Des carrés arrondis orange, menthe et crème empilés en marches à côté d'un disque menthe, sur un fond bleu nuit.`,
      `Orange, mint and cream rounded squares stacked into steps beside a mint disc, on a navy background.`,
    ),
    body: localized(
      `
      Le jour de la mise en ligne, on a l'impression que le projet est terminé. En réalité, une autre vie commence. Le code de votre application dépend de dizaines de bibliothèques, d'un système d'exploitation, de navigateurs et d'un hébergeur, qui évoluent tous sans vous demander votre avis. Une application qu'on ne maintient pas ne reste pas en l'état : elle se dégrade.

      ## Ce qui change autour de votre application

      - Des failles de sécurité sont découvertes chaque semaine dans des bibliothèques très répandues ; il faut appliquer les correctifs rapidement.
      - Apple et Google publient chaque année une nouvelle version de leur système et fixent un délai pour s'y adapter, faute de quoi les mises à jour de votre application sont refusées sur les stores.
      - Les navigateurs abandonnent d'anciennes fonctions et en adoptent de nouvelles.
      - Les services tiers (paiement, cartes, envoi d'e-mails) font évoluer leurs interfaces et ferment les anciennes versions.

      ## Les trois types de maintenance

      On distingue généralement la maintenance **corrective**, qui répare ce qui ne fonctionne pas, la maintenance **préventive**, qui met à jour les dépendances et surveille le système avant qu'un problème n'apparaisse, et la maintenance **évolutive**, qui ajoute de petites fonctionnalités ou ajuste celles qui existent. Un bon contrat couvre les deux premières et réserve un volume de temps pour la troisième.

      ## Combien prévoir

      Dans nos projets, le budget annuel de maintenance représente 15 à 20 % du coût de développement initial. Pour une application qui a coûté 50 000 €, comptez donc 7 500 à 10 000 € par an, selon le niveau de service attendu : délai d'intervention, surveillance en dehors des heures ouvrées, fréquence des mises en production.

      ## Ce que nous mettons en place

      - Une surveillance automatique de la disponibilité et des erreurs, avec une alerte envoyée à l'équipe.
      - Des sauvegardes quotidiennes, et une restauration testée au moins une fois par an.
      - Une mise à jour mensuelle des dépendances, vérifiée par les tests automatiques.
      - Un rapport trimestriel : incidents, mises à jour effectuées, recommandations.

      ## Qui peut s'en charger

      L'équipe qui a développé l'application est la mieux placée : elle connaît le code et les raisons de ses choix. Ce n'est pourtant pas une obligation. Si le code est documenté, testé et que vous en êtes propriétaire, une autre agence ou votre propre équipe peut reprendre la maintenance. C'est d'ailleurs un bon critère pour choisir un prestataire : demandez-lui comment se passerait une transmission.

      ## Le vrai coût de l'absence de maintenance

      Nous reprenons régulièrement des applications laissées sans entretien pendant deux ou trois ans. La remise à niveau coûte alors souvent plus cher que plusieurs années de maintenance, parce qu'il faut rattraper d'un coup toutes les évolutions, et parfois réécrire des parties entières. Prévoir la maintenance dès le devis, c'est protéger l'investissement de départ.
      `,
      `
      On launch day, it feels as if the project is finished. In reality, another life begins. Your app's code depends on dozens of libraries, an operating system, browsers and a hosting provider, all of which change without asking you. An app that is not maintained does not stay as it is: it decays.

      ## What changes around your app

      - Security flaws are found every week in widely used libraries; the fixes need to be applied quickly.
      - Apple and Google release a new version of their systems every year and set a deadline to adapt, after which updates to your app are rejected by the stores.
      - Browsers drop old features and adopt new ones.
      - Third-party services (payments, maps, email delivery) change their interfaces and shut down old versions.

      ## The three kinds of maintenance

      People usually distinguish **corrective** maintenance, which fixes what is broken; **preventive** maintenance, which updates dependencies and monitors the system before a problem shows up; and **evolutive** maintenance, which adds small features or adjusts existing ones. A good contract covers the first two and sets aside a block of time for the third.

      ## How much to budget

      In our projects, the yearly maintenance budget comes to 15 to 20% of the initial development cost. For an app that cost 50,000 euros, that means 7,500 to 10,000 euros a year, depending on the level of service you need: response times, monitoring outside business hours, how often you release.

      ## What we put in place

      - Automatic monitoring of uptime and errors, with alerts sent to the team.
      - Daily backups, and a restore tested at least once a year.
      - A monthly dependency update, checked by the automated tests.
      - A quarterly report: incidents, updates made, recommendations.

      ## Who can take care of it

      The team that built the app is best placed: it knows the code and the reasons behind its choices. But it is not a requirement. If the code is documented and tested and you own it, another agency or your own team can take over the maintenance. It is a good test when choosing a supplier, too: ask them how a handover would work.

      ## The real cost of skipping maintenance

      We regularly take over apps that have been left untouched for two or three years. Bringing them back up to date often costs more than several years of maintenance would have, because every change has to be caught up at once, and sometimes whole parts must be rewritten. Planning for maintenance in the quote is how you protect the initial investment.
      `,
    ),
  },
  {
    slug: 'ils-nous-font-confiance-2',
    category: 'retours-clients',
    publishedAt: '2026-09-15T08:00:00.000Z',
    published: true,
    title: localized(`Ils nous font confiance : la refonte d'une plateforme de réservation sportive`, `They trust us: rebuilding a sports booking platform`),
    excerpt: localized(
      `Une ligue sportive régionale gérait ses réservations de créneaux sur un outil vieillissant. Récit d'une refonte en quatre mois, du cadrage à la mise en ligne.`,
      `A regional sports league ran its facility bookings on an ageing tool. The story of a four-month rebuild, from scoping to launch.`,
    ),
    imageAlt: localized(
      `Des carrés arrondis crème et bleu nuit empilés en escalier à côté d'un disque blanc, sur un fond orange.`,
      `Cream and navy rounded squares stacked like a staircase beside a white disc, on an orange background.`,
    ),
    body: localized(
      `
      L'an dernier, une ligue sportive régionale, qui préfère ne pas être nommée, nous a contactés. Elle fédère une soixantaine de clubs, qui réservent chaque semaine des créneaux dans des équipements partagés : gymnases, terrains, bassins. Son outil de réservation, développé dix ans plus tôt, fonctionnait mal sur téléphone, et plus personne ne savait le faire évoluer.

      ## Le point de départ

      Nous avons commencé par deux jours d'observation et d'entretiens avec des bénévoles de clubs, les salariés de la ligue et deux gestionnaires d'équipements municipaux. Trois constats sont ressortis :

      - la plupart des réservations se faisaient le soir, depuis un téléphone, par des bénévoles pressés ;
      - les conflits de créneaux se réglaient au téléphone, faute de visibilité sur les demandes en attente ;
      - l'équipe de la ligue passait une journée par mois à ressaisir les réservations dans un tableur pour la facturation.

      ## Ce que nous avons construit

      Une Progressive Web App, installable sur le téléphone, avec un parcours de réservation en trois étapes : choisir l'équipement, choisir le créneau, confirmer. Les conflits sont signalés dès la demande, avec les créneaux libres les plus proches. Côté ligue, un tableau de bord montre les demandes à valider et produit l'export de facturation en un clic. L'ancien et le nouvel outil ont fonctionné en parallèle pendant trois semaines, le temps de migrer les données et de rassurer tout le monde.

      ## Le déroulement

      Le projet a duré quatre mois, avec une livraison toutes les deux semaines sur un environnement de test ouvert à six clubs volontaires. Leurs retours ont changé plusieurs choses : l'ordre des étapes, le vocabulaire (« créneau » plutôt que « plage horaire »), et surtout l'ajout d'une réservation récurrente pour toute une saison. Personne ne l'avait demandée au départ ; c'est devenu la fonction la plus utilisée.

      ## Les résultats après une saison

      La ligue a partagé avec nous son bilan : les appels liés aux conflits de créneaux ont nettement diminué, la journée mensuelle de ressaisie a disparu, et plus de la moitié des réservations se font désormais depuis un téléphone. La plateforme respecte aussi les exigences d'accessibilité, un point important pour une fédération qui développe le sport adapté.

      ## Ce que nous en retenons

      Les bénévoles sont des utilisateurs exigeants : ils ont peu de temps, aucune formation, et ils utilisent l'outil entre deux autres engagements. Concevoir pour eux oblige à simplifier chaque écran et chaque mot. Au bout du compte, c'est toute l'organisation qui en profite, salariés compris.
      `,
      `
      Last year, a regional sports league, which prefers not to be named, got in touch with us. It brings together some sixty clubs, which book slots every week in shared facilities: sports halls, pitches, swimming pools. Its booking tool, built ten years earlier, worked badly on phones, and nobody knew how to change it any more.

      ## Where we started

      We began with two days of observation and interviews with club volunteers, the league's staff and two managers of council-run facilities. Three findings stood out:

      - most bookings were made in the evening, from a phone, by volunteers in a hurry;
      - clashes between bookings were sorted out over the phone, because nobody could see pending requests;
      - the league's team spent one day a month re-typing bookings into a spreadsheet for invoicing.

      ## What we built

      A progressive web app, installable on a phone, with a three-step booking journey: pick the facility, pick the slot, confirm. Clashes are flagged as soon as a request is made, along with the nearest free slots. On the league's side, a dashboard shows the requests awaiting approval and produces the invoicing export in one click. The old and new tools ran side by side for three weeks, long enough to migrate the data and reassure everyone.

      ## How it went

      The project took four months, with a delivery every two weeks to a test environment open to six volunteer clubs. Their feedback changed several things: the order of the steps, the wording ("slot" rather than "time range"), and above all the addition of recurring bookings for a whole season. Nobody had asked for it at the start; it became the most used feature.

      ## Results after one season

      The league shared its figures with us: calls about booking clashes dropped sharply, the monthly day of re-typing disappeared, and more than half of all bookings are now made from a phone. The platform also meets accessibility requirements, which matters for a federation that promotes adapted sport.

      ## What we took away

      Volunteers are demanding users: they have little time, no training, and they use the tool between other commitments. Designing for them forces you to simplify every screen and every word. In the end, the whole organisation benefits, staff included.
      `,
    ),
  },
  {
    // A draft: it must never show, whatever its date.
    slug: 'ia-generative-dans-vos-produits',
    category: 'developpement',
    publishedAt: '2026-10-20T08:00:00.000Z',
    published: false,
    title: localized(`IA générative : l'intégrer dans votre produit sans se tromper`, `Generative AI: adding it to your product without getting it wrong`),
    excerpt: localized(
      `Résumés, recherche en langage naturel, aide à la rédaction : quelles fonctionnalités apportent une vraie valeur, et quelles précautions prendre sur les coûts et les données.`,
      `Summaries, natural-language search, writing help: which features bring real value, and what to watch on cost and data.`,
    ),
    imageAlt: localized(
      `De fins anneaux concentriques autour d'un disque orange, avec deux planètes bleu nuit, sur un fond crème.`,
      `Thin concentric rings around an orange disc, with two navy planets, on a cream background.`,
    ),
    body: localized(
      `
      Depuis deux ans, presque chaque cahier des charges que nous recevons mentionne l'intelligence artificielle. Parfois avec un besoin précis, souvent avec l'envie de ne pas rater le train. Les grands modèles de langage ouvrent de vraies possibilités, mais ils ont aussi des coûts et des limites qu'il vaut mieux connaître avant de s'engager.

      ## Les usages qui fonctionnent bien

      - **Résumer et classer** : trier des demandes de support, résumer un long document, extraire les informations utiles d'un message rédigé librement.
      - **Chercher en langage naturel** : poser une question avec ses propres mots dans une base de connaissances, plutôt que deviner les bons mots-clés.
      - **Aider à rédiger** : proposer un premier jet de réponse ou de fiche produit, qu'une personne relit et valide.

      Dans ces trois cas, une erreur ponctuelle du modèle reste sans gravité, parce qu'une personne garde la main sur le résultat.

      ## Les usages à éviter

      Nous déconseillons de confier à un modèle des décisions qui engagent : un diagnostic, un avis juridique, le refus d'un dossier. Les modèles peuvent produire des réponses fausses avec beaucoup d'assurance. Nous déconseillons aussi l'assistant conversationnel généraliste posé sur la page d'accueil sans objectif clair : il coûte, il déçoit, et il répond parfois à côté de votre offre.

      ## Les questions à se poser

      - Quelles données seront envoyées au modèle, et où seront-elles traitées ? Des informations personnelles ou confidentielles ne doivent pas partir chez n'importe quel fournisseur.
      - Combien coûte chaque appel, et combien d'appels par mois ? La facture se calcule à l'usage et peut grimper vite.
      - Comment mesurer la qualité des réponses ? Il faut un jeu d'exemples de référence, revu régulièrement.
      - Que se passe-t-il si le service est indisponible ? La fonctionnalité doit se dégrader proprement, sans bloquer le reste.

      ## Le coût environnemental

      Un appel à un grand modèle de langage demande bien plus de calcul qu'une recherche classique. Pour une fonctionnalité utilisée des milliers de fois par jour, cela compte, sur la facture comme sur l'empreinte du service. Un modèle plus petit, hébergé en Europe, suffit souvent pour classer ou résumer : nous le testons toujours avant de recourir au plus gros.

      ## Notre approche

      Nous commençons par un prototype de quelques jours sur vos vraies données, avec une mesure de la qualité dès le départ. Si le résultat convainc, nous l'intégrons au produit avec une interface qui dit clairement ce qui a été généré, qui permet de corriger, et qui n'empêche jamais d'accéder à l'information par un chemin classique. Si le résultat déçoit, vous aurez dépensé quelques jours, pas quelques mois.
      `,
      `
      For two years now, almost every brief we receive has mentioned artificial intelligence. Sometimes with a precise need, often out of a wish not to miss the boat. Large language models open up real possibilities, but they also come with costs and limits that are better understood before you commit.

      ## Uses that work well

      - **Summarising and sorting**: triaging support requests, summarising a long document, pulling the useful details out of a free-form message.
      - **Natural-language search**: asking a question in your own words against a knowledge base, instead of guessing the right keywords.
      - **Writing help**: suggesting a first draft of a reply or a product description, which a person reviews and approves.

      In all three cases, an occasional mistake by the model does little harm, because a person stays in control of the result.

      ## Uses to avoid

      We advise against handing a model decisions that carry weight: a diagnosis, legal advice, turning down an application. Models can produce wrong answers with great confidence. We also advise against the general-purpose chat assistant dropped onto the home page with no clear goal: it costs money, it disappoints, and it sometimes answers questions that have nothing to do with your offer.

      ## Questions to ask

      - What data will be sent to the model, and where will it be processed? Personal or confidential information should not go to just any provider.
      - How much does each call cost, and how many calls a month? Billing is usage-based and can climb fast.
      - How will you measure answer quality? You need a set of reference examples, reviewed regularly.
      - What happens if the service is down? The feature must degrade gracefully without blocking everything else.

      ## The environmental cost

      A call to a large language model takes far more computing than a classic search. For a feature used thousands of times a day, that matters, on the bill as much as on the service's footprint. A smaller model hosted in Europe is often enough to sort or summarise: we always try it before reaching for the biggest one.

      ## Our approach

      We start with a prototype of a few days on your real data, measuring quality from the outset. If the result is convincing, we build it into the product with an interface that clearly says what was generated, lets people correct it, and never stops them from reaching the information the usual way. If the result disappoints, you have spent a few days, not a few months.
      `,
    ),
  },
  {
    // Scheduled: its date is in the future, so it must not show before then.
    slug: 'ce-que-nos-projets-de-2026-nous-ont-appris',
    category: 'retours-clients',
    publishedAt: '2027-01-12T08:00:00.000Z',
    published: true,
    title: localized(`Ce que nos projets de 2026 nous ont appris`, `What our 2026 projects taught us`),
    excerpt: localized(
      `Une année de projets web et mobiles en cinq leçons : cadrer plus court, tester plus tôt, alléger les pages, documenter, et parler budget dès le premier rendez-vous.`,
      `A year of web and mobile projects in five lessons: scope shorter, test earlier, lighten pages, document, and talk budget from the very first meeting.`,
    ),
    imageAlt: localized(
      `Un grand disque crème et des points bleu nuit et blancs dispersés sur un fond orange pointillé.`,
      `A large cream disc and scattered navy and white dots on an orange dotted background.`,
    ),
    body: localized(
      `
      Chaque mois de janvier, nous prenons une demi-journée pour relire les projets de l'année écoulée : ce qui a bien marché, ce qui a coincé, ce que nous ferions autrement. L'exercice nous est précieux, et nous avons pensé qu'il pourrait aussi servir à celles et ceux qui préparent un projet. Voici les cinq leçons que nous retenons.

      ## Cadrer plus court

      Nos cadrages les plus efficaces ont duré deux semaines, pas deux mois. Au-delà, les décisions se diluent et l'énergie retombe avant même le premier écran. Nous préférons désormais un cadrage resserré, suivi d'une première livraison rapide : c'est elle qui fait naître les vraies questions, celles qu'aucune réunion n'aurait fait apparaître.

      ## Tester plus tôt

      Sur les projets où nous avons montré une maquette à des utilisateurs dès la troisième semaine, les corrections tardives ont presque disparu. Sur ceux où le test a été repoussé faute de temps, nous avons refait des écrans entiers après leur développement. La leçon est claire : le test utilisateur n'est pas une option à caser en fin de projet, c'est une étape du début.

      ## Alléger les pages

      Nous avons généralisé le budget de poids par page, vérifié automatiquement à chaque mise en production. Les discussions sur une vidéo d'ambiance ou un outil tiers se tiennent maintenant avec des chiffres sous les yeux, ce qui les rend beaucoup plus simples et beaucoup moins passionnelles.

      ## Documenter pour la suite

      Deux de nos clients ont repris en interne la maintenance de leur application cette année. La transmission s'est bien passée parce que le code était documenté et testé, et que les décisions importantes étaient écrites avec leur justification. Nous en faisons désormais un livrable à part entière, chiffré dans chaque devis.

      ## Parler budget dès le premier rendez-vous

      Les projets qui ont démarré avec une fourchette claire ont été les plus sereins. Quand le budget arrive tard, il oblige à retirer des fonctionnalités que tout le monde imaginait déjà, et c'est toujours frustrant. Dès le premier échange, nous demandons donc une fourchette, et nous expliquons franchement ce qu'elle permet.

      ## Et pour 2027

      Nous continuerons à travailler avec des équipes à taille humaine, sur des projets utiles, accessibles et sobres. Si vous préparez le vôtre, notre porte est ouverte : un premier échange d'une heure suffit souvent à y voir plus clair.
      `,
      `
      Every January, we set aside half a day to look back over the past year's projects: what went well, what got stuck, what we would do differently. The exercise is precious to us, and we thought it might also help anyone preparing a project. Here are the five lessons we are keeping.

      ## Scope shorter

      Our most effective scoping phases lasted two weeks, not two months. Beyond that, decisions get diluted and energy drops before the first screen is even drawn. We now prefer a tight scoping phase followed by a quick first delivery: that is what raises the real questions, the ones no meeting would have surfaced.

      ## Test earlier

      On the projects where we showed a mock-up to users in the third week, late changes almost vanished. On those where testing was pushed back for lack of time, we redid whole screens after they had been built. The lesson is clear: user testing is not an optional extra to squeeze in at the end, it is an early step.

      ## Lighten the pages

      We made the per-page weight budget standard, checked automatically at every release. Debates about a background video or a third-party tool now happen with the numbers in front of everyone, which makes them far simpler and far less heated.

      ## Document for what comes next

      Two of our clients took the maintenance of their app in-house this year. The handover went smoothly because the code was documented and tested, and the important decisions were written down with their reasons. We now treat documentation as a deliverable in its own right, priced into every quote.

      ## Talk budget from the first meeting

      The projects that started with a clear budget range were the calmest. When the budget comes late, it forces you to cut features everyone had already pictured, and that is always frustrating. So from the very first conversation, we ask for a range and explain frankly what it makes possible.

      ## And for 2027

      We will keep working with human-sized teams on projects that are useful, accessible and lean. If you are preparing yours, our door is open: a first one-hour conversation is often enough to see things more clearly.
      `,
    ),
  },
];

export const articles: SeedArticle[] = entries.map((entry) => ({
  ...entry,
  image: `/media/articles/${entry.slug}.svg`,
}));
