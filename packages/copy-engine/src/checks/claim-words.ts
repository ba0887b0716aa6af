/**
 * The words of high-stakes claims: what a producer must never put on air unless the source says
 * it (a death, an arrest, a charge ...). Each claim lists its word forms, the forms that deny it
 * ("unhurt", "acquitted") and the phrases where a form means something else ("dead end",
 * "closed captioning", "in charge of"). Forms are RegExp sources matched case-insensitively on
 * whole words; a space matches any run of whitespace.
 *
 * The lists are word forms on purpose, not lemmas or stems: "charge" and "close" are ordinary
 * words far more often than they are claims, so only the forms a newsroom uses for the claim are
 * here, with context where the bare word is ambiguous ("charged with", "criminal charges").
 */
export interface ClaimWords {
  /** What is claimed, as a producer names it: the issue's `detail`. */
  claim: string;
  forms: string[];
  /** Forms that state the claim did not happen: always negated. */
  denials?: string[];
  /** Phrases in which a form is not the claim. */
  not?: string[];
}

// "charged with overseeing the search" is a duty, "charged with stealing" a charge.
const DUTIES =
  'overseeing|reviewing|leading|running|managing|developing|studying|finding|creating|drafting|ensuring|making|writing|planning|coordinating|protecting|keeping|enforcing|implementing|evaluating|recommending|choosing|selecting|hiring|investigating|building|designing|spending';

export const CLAIM_WORDS: readonly ClaimWords[] = [
  {
    claim: 'death',
    forms: [
      'kill(?:s|ed|ing)?',
      'died',
      'dies',
      'dead',
      'deaths?',
      'fatal(?:ly)?',
      'fatalit(?:y|ies)',
      'perished',
      'slain',
      'murder(?:s|ed|ing)?',
      'homicides?',
      'drowned',
      'lost (?:his|her|their) lives?',
      'passed away',
    ],
    not: [
      'dead (?:end|ends|heat|last|set|serious|center|centre|battery|batteries|zone|zones|weight|wood|ringer|giveaway|even)',
      'dead-end',
      'dead of (?:night|winter)',
      'death penalty',
      'fatal (?:flaw|error|mistake)',
      'kill(?:s|ed|ing)? (?:the |a |an |that |this |their |his |her )?(?:bill|measure|proposal|plan|deal|idea|project|motion|amendment|ordinance|rally|drive|momentum|time|clock|engine|lights?|power)',
      '(?:bill|measure|proposal|plan|deal|motion|amendment|ordinance|battery|engine|rally) (?:died|dies)',
      'kill (?:switch|shot)',
    ],
  },
  {
    claim: 'injury',
    forms: [
      'injur(?:ed|y|ies|ing)',
      'hurt',
      'wounded',
      'wounding',
      'hospitali[sz]ed',
      'taken to (?:a|the|an area) hospital',
      '(?:critical|serious|stable|grave) condition',
      'life-threatening',
    ],
    denials: ['unhurt', 'uninjured', 'unharmed', 'unscathed', 'escaped injury'],
    not: [
      'hurt(?:s|ing)? (?:sales|business|businesses|profits?|revenue|tourism|the economy|the local economy|ratings|enrollment|turnout|morale|feelings|chances|their chances|his chances|her chances|the team|the bottom line|prices)',
      'hurt feelings',
    ],
  },
  {
    claim: 'arrest',
    forms: [
      'arrest(?:s|ed|ing)?',
      'in custody',
      'taken into custody',
      'detain(?:s|ed|ing)?',
      'booked into',
      'apprehended',
      'handcuffed',
    ],
    not: ['cardiac arrest', 'respiratory arrest'],
  },
  {
    claim: 'charge',
    forms: [
      'charged with',
      'charged in (?:the|connection|a|an|his|her)',
      'charges? against',
      '(?:criminal|felony|misdemeanor|murder|assault|federal|drug|weapons?|theft|dui|manslaughter|homicide|fraud|rape|kidnapping|arson|burglary|robbery) charges?',
      'fac(?:e|es|ed|ing) (?:\\w+ ){0,3}charges?',
      '(?:file[sd]?|filing|press(?:ed|es|ing)?|brought|bring|bringing) charges',
      "charges (?:[\\w'’]+ ){0,3}filed",
      'indict(?:ed|ment|ments|s)?',
      'arraign(?:ed|ment)',
    ],
    not: [
      `charged with (?:${DUTIES})`,
      'in charge of',
      'charges? against (?:your|their|customers?|the account|accounts)',
    ],
  },
  {
    claim: 'conviction',
    forms: [
      'convicted',
      'convictions?',
      'found guilty',
      '(?:pleaded|pled|pleads|plead|pleading) guilty',
      'guilty (?:plea|verdict)',
      'sentenced',
      'sentencing',
      '(?:prison|jail|life|death|probation|suspended|federal|maximum|minimum) sentences?',
    ],
    denials: [
      '(?:found|pleaded|pled|pleads|plead|pleading) not guilty',
      'not guilty (?:plea|verdict)',
      'acquit(?:ted|tal)',
    ],
  },
  {
    claim: 'evacuation',
    forms: [
      'evacuat(?:e|es|ed|ing|ion|ions)',
      'evacuees?',
      'ordered out',
      'forced (?:from|out of) (?:their|his|her) homes?',
    ],
  },
  {
    claim: 'closure',
    forms: [
      'closed',
      'closes',
      '(?:will|would|to|could|may|might) close',
      // ("will stop delivering babies ... and close its six-bed intensive care unit", panel AH.)
      'and close (?:the|its|their|his|her|a|an|all|both|several|\\d+|two|three|four|five)',
      '(?:is|are|was|were|be|been) closing',
      'closing (?:the|its|their|his|her|a|an|all|both|several|\\d+|two|three|four|five)',
      '(?:plant|school|store|road|lane|bridge|branch|mill|factory|base|hospital|clinic) closings?',
      'closures?',
      'shut(?:s|ting)? down',
      'shutdowns?',
      'shutter(?:s|ed|ing)?',
    ],
    not: [
      'closed[- ]caption(?:ed|ing|s)?',
      'closed[- ](?:door|doors|session|sessions|loop|circuit|primary|primaries|mind|minded|system)',
      'behind closed doors',
      'clos(?:e|ed|es|ing) (?:at|up|down|higher|lower|out|in on|on a|on an|the gap|the distance|the deal|a deal|the sale|the game|the season|the half|the quarter|the inning|the night|the show|the meeting|the hearing|arguments|escrow|bell|costs|date|ceremony|ceremonies|remarks|statements?)',
      'case (?:is |was )?closed',
      'shut(?:s|ting)? down (?:the|a|an|his|her|their) (?:offense|defense|attack|opponent|opponents|hitters|rally)',
    ],
  },
  {
    claim: 'resignation',
    forms: ['resign(?:s|ed|ing)?', 'resignations?', 'st(?:ep|eps|epped|epping) down', 'quit(?:s|ting)?'],
    not: [
      'resigned (?:to|himself|herself|themselves)',
      'quit(?:s|ting)? smoking',
      'st(?:ep|eps|epped|epping) down from (?:the|a) (?:podium|stage|platform|bus)',
    ],
  },
  {
    claim: 'missing person',
    forms: [
      '(?:reported|remains|remain|remained|is|are|was|were|went|gone|been|still|goes) missing',
      "missing (?:person|persons|child|children|girl|boy|man|woman|teen|teenager|toddler|hiker|hikers|swimmer|boater|student|mother|father|resident|woman's|man's)",
      'amber alert',
    ],
  },
  {
    claim: 'lawsuit',
    forms: ['lawsuits?', 'sued', 'sues', 'suing', 'filed (?:a )?suit', 'class[- ]action'],
  },
  {
    claim: 'recall',
    forms: [
      '(?:product|safety|voluntary|nationwide|food|vehicle|massive|major) recalls?',
      'recall (?:election|petition|notice|campaign|effort|vote)',
      '(?:is|are|was|were|been|being) recalled',
      '(?:issued|issues|issue|announced|announces|expanded|expands) (?:a |the )?recall',
      'under recall',
    ],
  },
  {
    claim: 'layoffs',
    forms: [
      'layoffs?',
      'laid off',
      'lay(?:s|ing)? off',
      'job cuts',
      '(?:cut(?:s|ting)?|eliminat(?:e|es|ed|ing)) (?:about |nearly |more than |some |roughly )?(?:[\\w,-]+ )?(?:jobs|positions|workers|employees)',
    ],
  },
  {
    claim: 'dismissal',
    forms: ['(?:was|were|been|being|got|get|gets|is|are) fired', 'fired (?:as|from)', 'ousted'],
    not: [
      '(?:shots?|rounds?|bullets?|weapons?|guns?|cannons?|fireworks?|gunshots?|missiles?|rockets?|shells?) (?:was|were|been|being|got|get|gets|is|are) fired',
    ],
  },
  {
    claim: 'shooting',
    forms: [
      'shootings?',
      '(?:was|were|been|being|got) shot',
      'shot (?:and|to death|dead|in the)',
      'gunfire',
      'gunshot wounds?',
    ],
    not: [
      'shooting (?:guard|guards|percentage|range|ranges|star|stars|for|from|the|a|an|\\d|three|threes|free|hoops|baskets|pool|photos|video|film|scenes?|schedule|clinic|touch|slump|night|performance|lights)',
      '(?:free throw|three-point|jump|long-range|photo|film|video) shooting',
      '(?:was|were|been|being) shot (?:down|on location|in (?:black|color))',
    ],
  },
  {
    claim: 'destruction',
    forms: [
      'destroy(?:s|ed|ing)?',
      'destruction',
      'total loss',
      'burn(?:ed|t|s)? (?:down|to the ground)',
      'gutted',
      'leveled',
      'levelled',
      'flattened',
      'razed',
      'reduced to (?:rubble|ashes)',
    ],
    not: ['destroy(?:s|ed|ing)? (?:the |their |his |her )?(?:lead|record|defense|defence|competition|opponents?)'],
  },
  {
    claim: 'investigation',
    forms: [
      // Not the bare noun: "the investigation" is a desk's stock name for any police story.
      'under investigation',
      '(?:open|opens|opened|launch|launches|launched|begin|begins|began|start|starts|started) (?:an |a )?(?:criminal |federal |internal )?investigation',
      'investigat(?:e|es|ed|ing|ors?)',
      'probe(?:s|d)?',
      'looking into',
      'inquiry',
      'inquest',
    ],
  },
];

/** Words that deny or leave open what follows them in the clause: "no one was hurt", "whether anyone was hurt". */
export const NEGATORS =
  /\b(?:no|not|never|none|nobody|no one|neither|nor|without|cannot|deny|denies|denied|denying|whether|anyone|anybody|if any)\b|n['’]t\b/gi;

/** Where a clause ends: negation before this does not reach a claim after it. */
export const CLAUSE_BREAK =
  /[,;:()—–]|\s-\s|\b(?:but|although|though|while|because|and|after|before|when|so|until|yet)\b/gi;
