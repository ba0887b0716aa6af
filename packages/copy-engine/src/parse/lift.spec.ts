import { liftAsides } from './lift';
import { ingOf, pastOf } from './verb-forms';
import { headlineReason } from '../checks/writing';
import { writeBanners } from '../writers/banner';
import { simplifyScript } from '../writers/simplify';
import { writeTeases } from '../writers/tease';
import { writeVosot } from '../writers/vosot';

const FIRE =
  'A four-alarm fire tore through a vacant furniture warehouse on Pell Street in Dunmarrow early Saturday, sending thick black smoke over the riverfront for nearly six hours, forcing the closure of Route 41 between Exit 9 and Exit 12 and drawing about 85 firefighters from seven departments, fire officials said.';
const GROCERY =
  "Haskett Foods, the family-owned grocery chain that has operated on Lorrimer's Front Street since 1958, will close its downtown store on January 31 and lay off 62 workers, leaving the neighborhood without a full-service grocery for the first time in more than 60 years, the company told city officials Wednesday.";

describe('liftAsides: a wire lede as its news and sentences of its own', () => {
  it('lifts a participle tail into sentences in the main verb’s tense, the attribution staying with the news', () => {
    expect(liftAsides(FIRE)).toMatchObject({
      lede: 'A four-alarm fire tore through a vacant furniture warehouse on Pell Street in Dunmarrow early Saturday, fire officials said.',
      follows: [
        'The fire sent thick black smoke over the riverfront for nearly six hours.',
        'It also forced the closure of Route 41 between Exit 9 and Exit 12 and drew about 85 firefighters from seven departments.',
      ],
    });
  });

  it('puts every act of the list in the past, an -ing the tagger reads as an adjective too (panel V: "and damaging")', () => {
    const lifted = liftAsides(
      'A two-alarm fire swept through a strip of storefronts on Lantern Avenue in downtown Brisco Mills, destroying a bakery and a shoe repair shop and damaging three apartments upstairs.',
    );
    expect(lifted.follows).toEqual([
      'The fire destroyed a bakery and a shoe repair shop.',
      'It also damaged three apartments upstairs.',
    ]);
    // Not in the past, the adjective-read -ing has no form to give: the sentence stays whole.
    const planned =
      'A crew will sweep through a strip of storefronts on Lantern Avenue in downtown Brisco Mills, destroying a bakery and damaging three apartments upstairs.';
    expect(liftAsides(planned).follows.join(' ')).not.toMatch(/\band damaging\b/);
  });

  it('names a speaker who goes on by surname, and tells what a plan will leave as still to come', () => {
    const lifted = liftAsides(
      "Harlan's Market will close its last three stores by the end of January, company president Walter Pruitt said Wednesday, adding that rising wholesale costs had made the business impossible to sustain, leaving about 190 workers looking for jobs.",
    );
    expect(lifted.follows).toEqual([
      'Pruitt also says rising wholesale costs had made the business impossible to sustain.',
      'That will leave about 190 workers looking for jobs.',
    ]);
  });

  it('lifts a subject appositive as background and a consequence as "That will ..."', () => {
    const lifted = liftAsides(GROCERY);
    expect(lifted.lede).toBe(
      'Haskett Foods will close its downtown store on January 31 and lay off 62 workers, the company told city officials Wednesday.',
    );
    expect(lifted.ownNews).toBe('Haskett Foods will close its downtown store on January 31 and lay off 62 workers.');
    expect(lifted.follows).toEqual([
      'That will leave the neighborhood without a full-service grocery for the first time in more than 60 years.',
    ]);
    expect(lifted.background).toEqual([
      "The family-owned grocery chain has operated on Lorrimer's Front Street since 1958.",
    ]);
  });

  it('lifts a purpose and a closing appositive of a plan', () => {
    const lifted = liftAsides(
      "The state will close the Kettle Creek Bridge on Route 7 in Harlow Falls to all traffic starting at 6 a.m. Monday, December 7, so crews can replace the 88-year-old span's cracked deck, a $4.7 million project expected to send about 9,000 drivers a day onto a 14-mile detour through Ashby and Fenwick.",
    );
    expect(lifted.follows).toEqual([
      "Crews will replace the 88-year-old span's cracked deck.",
      'The project is expected to send about 9,000 drivers a day onto a 14-mile detour through Ashby and Fenwick.',
    ]);
  });

  it('leaves a list, a quotation, a person and an infinitive’s -ing alone', () => {
    for (const s of [
      'Options on the table include a hiring freeze, delaying $1.3 million in road projects and raising trash fees by $3 a month.',
      'Police Capt. Brenda Ashworth said the suspect, Jalen Pruitt of Corrigan, faces charges of aggravated robbery, fleeing police and possession of a stolen vehicle.',
      'The Oakum Harbor library board voted 6-1 Tuesday night to bring back Sunday hours, 1 to 5 p.m., starting Jan. 7, using $38,000 from a state grant to cover the extra staff time.',
      '"We lost everything," said Dana Ruiz, standing outside the burned house, holding her daughter.',
      'A 24-year-old man crashed a stolen van into a fence Tuesday, injuring a passer-by and leaving the scene on foot.',
    ]) {
      expect(liftAsides(s).satellites).toEqual([]);
    }
  });

  it('gives the present participle a banner\'s plan needs ("Store Closing Doors")', () => {
    expect(['close', 'shut', 'die', 'open', 'stop', 'look', 'continue'].map(ingOf)).toEqual([
      'closing',
      'shutting',
      'dying',
      'opening',
      'stopping',
      'looking',
      'continuing',
    ]);
  });

  it('gives the past tense a lifted participle needs', () => {
    expect(['send', 'force', 'draw', 'trap', 'carry', 'leave', 'spill'].map(pastOf)).toEqual([
      'sent',
      'forced',
      'drew',
      'trapped',
      'carried',
      'left',
      'spilled',
    ]);
  });

  it('the simplifier airs the lifted lede in short sentences, the news first', () => {
    const script = `${GROCERY}\nHaskett blamed a 14% drop in sales since 2024.\nWorkers will be offered jobs at the chain's two other stores.`;
    const lines = simplifyScript({ script, targetSeconds: 30, tone: 'concise' }).text.split('\n');
    expect(lines[0]).toMatch(
      /^Haskett Foods will close its downtown store on January thirty-first and lay off 62 workers/,
    );
    expect(lines).toContain(
      'That will leave the neighborhood without a full-service grocery for the first time in more than 60 years.',
    );
  });
});

describe('what a blind read of panel F found changed in meaning', () => {
  // Panel F's S04 and S09 as the grader read them: every script tool said these.
  const RATE_HIKE = [
    'The Tollison County Water Authority, the public utility that serves roughly 96,000 homes across six towns, voted Wednesday night to raise residential rates by 18% starting July 1, the largest single increase in its 40-year history, forcing the average household to pay about $14 more a month and leaving town managers scrambling to revise their budgets.',
    'The board approved the plan 5-2.',
    'The authority says the money will pay for a $31.5 million filtration plant.',
    'Two public hearings on the increase drew fewer than 20 people.',
  ].join('\n');
  const SEMIFINAL = [
    'The Brisco Flats Ironjacks beat Mossgrove Creek 31-24 Friday night to reach the Class 4A state final for the first time since 1994.',
    'Junior quarterback Kellan Ashgrove threw for 286 yards and three touchdowns, including a 42-yard strike to Ellis Marchetti with 1:52 left that broke a 24-24 tie.',
    "Mossgrove Creek had one last chance, but its final pass fell incomplete at the Ironjacks' 9-yard line.",
    'The Ironjacks improve to 13-1. Mossgrove Creek finishes 11-3.',
    'The title game is set for 7 p.m. December 12 at Harwell Stadium in Fort Calder.',
  ].join('\n');
  const scripts = (script: string): string[] => [
    ...(['conversational', 'concise'] as const).map((tone) => simplifyScript({ script, targetSeconds: 30, tone }).text),
    writeVosot({ script, targetSeconds: 30, storyStyle: 'hard_news' }).text,
  ];

  it('never tells a future rate hike as done ("That forced the average household to pay")', () => {
    const [conversational, ...others] = scripts(RATE_HIKE);
    for (const text of [conversational, ...others]) expect(text).not.toMatch(/\b(?:forced|left town managers)\b/);
    // The utility's appositive is lifted out of the news, which stays whole.
    expect(conversational).toMatch(
      /^The Tollison County Water Authority voted Wednesday night to raise residential rates/,
    );
  });

  it('never makes a clock word the subject ("The left broke a tie")', () => {
    for (const text of scripts(SEMIFINAL)) expect(text).not.toMatch(/\bThe left\b/);
  });

  it('keeps "four-day" with the school week a tease tells, or leaves the phrase out', () => {
    const script =
      'The Pell Valley School District will move to a four-day school week next fall, the board decided Monday.\nStudents will attend Tuesday through Friday.';
    for (const tease of writeTeases({ script, teaseStyle: 'compelling' }).teases) {
      expect(tease).not.toMatch(/\ba school week\b/);
    }
  });
});

describe('banners from a lifted lede, and what is no banner', () => {
  it('writes the lede as a tight headline when the clause is too long for the count', () => {
    const topic = `${FIRE} No one was hurt.`;
    expect(writeBanners({ topic, style: 'modern', charCount: 30 }).options).toContain('Fire Tears Through Warehouse');
    const grocery = `${GROCERY} Haskett blamed a 14% drop in sales since 2024.`;
    expect(writeBanners({ topic: grocery, style: 'modern', charCount: 30 }).options).toContain(
      'Haskett Foods to Close Store',
    );
  });

  it('reads a figure alone, a cut comparison, a name after "Say" and a dropped "not" as no headline', () => {
    const measles =
      'Health officials are urging visitors to check their records after a traveler who had not been vaccinated tested positive for measles.';
    expect(headlineReason('67', 'Harold Venn, 67, pleaded guilty.')).toBe('no-noun');
    expect(headlineReason('Mothers Can Give Birth Close', 'Mothers can give birth close to home again.')).toBe(
      'not-a-phrase',
    );
    expect(headlineReason('Prosecutors Say Dana Furlow', 'Prosecutors say Dana Furlow, 41, was drunk.')).toBe(
      'missing-complement',
    );
    expect(headlineReason('Vaccinated Tested Positive', measles)).toBe('negation-dropped');
    expect(headlineReason('School Board Votes 4', 'The school board votes 4 to 3 to close the school.')).toBe(
      'not-a-phrase',
    );
    expect(headlineReason('Unit Delivered 312 Babies Last', 'The unit delivered 312 babies last year.')).toBe(
      'not-a-phrase',
    );
    expect(
      headlineReason('11% Starting in February', 'The council voted to raise rates 11% starting in February.'),
    ).toBeDefined();
    expect(
      headlineReason(
        'Lincoln Elementary to Close',
        'The board voted 5-2 to close Lincoln Elementary at the end of the year.',
      ),
    ).toBeUndefined();
  });
});

describe('liftAsides: a bare appositive', () => {
  it('says what the name is in a sentence of its own, and lifts the news', () => {
    const lifted = liftAsides(
      'Verity Hollow Regional Hospital, the only hospital within 40 miles of Pellworth, will stop delivering babies on February 1, hospital leaders said Friday.',
    );
    expect(lifted.lede).toBe(
      'Verity Hollow Regional Hospital will stop delivering babies on February 1, hospital leaders said Friday.',
    );
    expect(lifted.background).toEqual([
      'Verity Hollow Regional Hospital is the only hospital within 40 miles of Pellworth.',
    ]);
  });

  it('lets a short one ("the auto parts maker") go with nothing else', () => {
    const lifted = liftAsides(
      'Tarrow Industries, the auto parts maker, will cut its overnight shift in March, the company said.',
    );
    expect(lifted.background).toEqual([]);
  });
});

/** Panel H's wire ledes (stories S03, S12, S14, S18). */
describe('liftAsides: panel H’s leads', () => {
  it('lifts a relative clause off a common-noun subject, as what follows the news', () => {
    const lifted = liftAsides(
      "A Greywick roofing contractor who took deposits from dozens of homeowners after last spring's hailstorm and never did the work was sentenced Friday to five years in prison.",
    );
    expect(lifted.lede).toBe('A Greywick roofing contractor was sentenced Friday to five years in prison.');
    expect(lifted.follows).toEqual([
      "The contractor took deposits from dozens of homeowners after last spring's hailstorm and never did the work.",
    ]);
    // "who police say ..." opens on no verb of its own: it stays whole.
    expect(
      liftAsides('The man who police say robbed the store was arrested Tuesday in Maple Falls after a chase.')
        .satellites,
    ).toEqual([]);
  });

  it('lifts the appositive of a thing in the news’s tense, and of a name with "and" in it', () => {
    const train = liftAsides(
      'A Plainsmark Railway freight train, a 96-car string of empty grain hoppers headed west, derailed just east of downtown Oxhollow early Wednesday, railroad officials said.',
    );
    expect(train.lede).toBe(
      'A Plainsmark Railway freight train derailed just east of downtown Oxhollow early Wednesday, railroad officials said.',
    );
    expect(train.background).toEqual(['The train was a 96-car string of empty grain hoppers headed west.']);
    const store = liftAsides(
      'Inkwell and Ivy Books, the independent bookstore that has sold new and used titles in Gullhaven since 2011, will move in January to a former bank building, the owners said.',
    );
    expect(store.lede).toBe('Inkwell and Ivy Books will move in January to a former bank building, the owners said.');
  });

  it('tells what an opening gives as going on, not over ("The center gives", never "gave")', () => {
    const lifted = liftAsides(
      'A 16-bed mental health crisis center opened Monday in Ostermoor, giving police and families in Wessendon County somewhere other than a jail cell or an emergency room to take people in crisis.',
    );
    expect(lifted.follows.join(' ')).toMatch(/\bgives police and families\b/);
    expect(lifted.follows.join(' ')).not.toMatch(/\bgave\b/);
  });
});

describe('liftAsides: a long subject’s appositive holds no main verb', () => {
  it('tells the participle in the tense of "will close", not of the appositive’s "carries"', () => {
    const lifted = liftAsides(
      'The Route 9 bridge over the Lanning River between Pell Crossing and Dunmore Hollow, a 72-year-old steel truss span that carries about 11,000 vehicles a day, will close to all traffic starting Jan. 12, forcing drivers onto a 14-mile detour through Orrin Gap, state transportation officials said Tuesday.',
    );
    // (The closing forces them, not the bridge: "That will force", panel W.)
    expect(lifted.follows).toEqual(['That will force drivers onto a 14-mile detour through Orrin Gap.']);
  });
});

describe('liftAsides: no main verb inside a clause of its own', () => {
  it('leaves "a fire that broke out ... spread ... before firefighters brought it under control" whole', () => {
    const claim =
      "A fire that broke out early Thursday in a third-floor unit of the Cypress Row Apartments on Gentry Street in Brisco Landing spread through the building's attic before firefighters brought it under control, leaving 14 adults and six children without a place to stay, the Brisco Landing Fire Department said.";
    const lifted = liftAsides(claim);
    expect(lifted.lede).not.toMatch(/^A fire brought/);
    for (const s of lifted.satellites) expect(s).not.toMatch(/before firefighters\.$/);
  });
});

/** Panel S: wire ledes whose sources open, close or go on speaking. */
describe('liftAsides: a lede’s sources (panel S)', () => {
  it('moves an opening time after the news and gives a closing source’s words a sentence', () => {
    const lifted = liftAsides(
      'Shortly after 2 a.m. Thursday, a three-alarm fire tore through a vacant furniture warehouse on the north side of Pell Crossing, sending flames more than 40 feet into the air and forcing the evacuation of 11 nearby homes, according to Fire Chief Daniel Marsh, who said crews from four departments spent nearly five hours bringing the blaze under control.',
    );
    expect(lifted.lede).toBe(
      'A three-alarm fire tore through a vacant furniture warehouse on the north side of Pell Crossing shortly after 2 a.m. Thursday, according to Fire Chief Daniel Marsh.',
    );
    expect(lifted.follows).toEqual([
      'The fire sent flames more than 40 feet into the air.',
      'It also forced the evacuation of 11 nearby homes.',
      'Marsh says crews from four departments spent nearly five hours bringing the blaze under control.',
    ]);
  });

  it('names the source that goes on speaking again, and an institution that credited something', () => {
    const virus = liftAsides(
      'A stomach virus that has sickened at least 63 residents and staff members at two nursing homes in Orley Bend since Nov. 18 has been identified as norovirus, county health officials said Tuesday, adding that both facilities have suspended visits and group meals while workers disinfect common areas.',
    );
    expect(virus.lede).toBe('A stomach virus has been identified as norovirus, county health officials said Tuesday.');
    expect(virus.follows).toEqual([
      'The virus has sickened at least 63 residents and staff members at two nursing homes in Orley Bend since Nov. 18.',
      'County health officials also say both facilities have suspended visits and group meals while workers disinfect common areas.',
    ]);
    const snow = liftAsides(
      'Parts of Renwick County could see as much as 11 inches of lake-effect snow by Wednesday evening, the National Weather Service said Monday, warning that bands of heavy snow could drop visibility to near zero on the Renwick Expressway.',
    );
    expect(snow.follows).toEqual([
      'The National Weather Service also warns bands of heavy snow could drop visibility to near zero on the Renwick Expressway.',
    ]);
    const jobs = liftAsides(
      'Across the region, the unemployment rate fell to 3.6 percent in October, the lowest reading since 2019, according to figures released Wednesday by the state labor department, which credited steady hiring at warehouses and hospitals.',
    );
    expect(jobs.follows).toEqual(['The state labor department credited steady hiring at warehouses and hospitals.']);
  });

  it('keeps a police claim’s source on every sentence lifted out of it, and its document says "That\'s according to"', () => {
    const lifted = liftAsides(
      'Police say a 29-year-old Saxby Heights man who was arrested Sunday outside a scrap yard on Industrial Parkway stole catalytic converters from at least 37 vehicles over the past two months, selling the parts for as much as $250 apiece, according to a criminal complaint filed Monday.',
    );
    expect(lifted.lede).toBe(
      'Police say a 29-year-old Saxby Heights man stole catalytic converters from at least 37 vehicles over the past two months.',
    );
    expect(lifted.follows).toEqual([
      "That's according to a criminal complaint filed Monday.",
      'Police say the man was arrested Sunday outside a scrap yard on Industrial Parkway.',
      'Police say the man sold the parts for as much as $250 apiece.',
    ]);
  });

  it('tells an appositive’s sourced claim with its source, and what an approval ended as "That"', () => {
    const plant = liftAsides(
      'Brightwater Foods, a family-owned maker of frozen pierogies that has operated in Marrowfield since 1987, plans to spend $38 million expanding its plant on Kessler Road, a project the company says will add 120 jobs.',
    );
    expect(plant.lede).toBe('Brightwater Foods plans to spend $38 million expanding its plant on Kessler Road.');
    expect(plant.follows).toEqual(['The company says the project will add 120 jobs.']);
    const bridge = liftAsides(
      'A $14.2 million plan to replace the Cedar Street bridge was approved by the Haskett County Commission on Monday, ending nearly three years of debate over whether the span should be repaired.',
    );
    expect(bridge.follows).toEqual([
      'That ended nearly three years of debate over whether the span should be repaired.',
    ]);
  });
});

describe('liftAsides: a closing source that says nothing more', () => {
  it('leaves "according to X, who said." whole instead of failing', () => {
    const text =
      'A three-alarm fire tore through a vacant furniture warehouse on the north side of Pell Crossing early Thursday, according to Fire Chief Daniel Marsh, who said.';
    expect(() => liftAsides(text)).not.toThrow();
    expect(liftAsides(text).follows.some((f) => /Marsh says\s*\./.test(f))).toBe(false);
  });
});

describe('liftAsides: a source inside a closing appositive (panel AA)', () => {
  const VALVES =
    'Marrowfield Components, a 40-year-old maker of hydraulic valves that already employs about 620 people at its plant off Interstate 29, will add 180 jobs over the next two years under a $46 million expansion announced Thursday, a deal that includes, according to city records, a 10-year property tax abatement approved by the Sioux Bend City Council last month.';

  it('gives the source to the appositive it sits in, never to the news', () => {
    const lifted = liftAsides(VALVES);
    expect(lifted.lede).toBe(
      'Marrowfield Components will add 180 jobs over the next two years under a $46 million expansion announced Thursday.',
    );
    expect(lifted.follows).toEqual([
      'The deal includes a 10-year property tax abatement approved by the Sioux Bend City Council last month, according to city records.',
    ]);
  });
});

describe('liftAsides: wire ledes of panel AC', () => {
  const ICE =
    "An ice storm that coated power lines across northern Brannock County overnight left more than 14,300 homes and businesses without electricity Tuesday, Tallgrass Valley Electric Cooperative, the area's largest utility, said in a statement, warning that some rural customers could be in the dark until Thursday as line crews from three neighboring states work through downed poles and snapped limbs.";
  const PLANT =
    'Kestrel Fastener Co., a maker of industrial bolts and rivets that has operated on the south side of Wendham Falls since 1962, will close its plant there by March and lay off all 286 workers, the company told state labor officials in a notice filed Monday, citing falling orders from farm equipment makers and the cost of replacing aging machinery.';
  const TAX =
    "The Pell County Board of Commissioners voted 4-1 Tuesday night to raise the county's sales tax by half a cent, a measure Chairwoman Loretta Quimby said would bring in about $3.8 million a year for road repairs, overriding objections from several business owners who told commissioners the increase would drive shoppers across the line into neighboring Dorsey County.";

  it('reads a named source with its own aside as the source, and lifts what it warns and the storm it names', () => {
    const lifted = liftAsides(ICE);
    expect(lifted.lede).toBe(
      "An ice storm left more than 14,300 homes and businesses without electricity Tuesday, Tallgrass Valley Electric Cooperative, the area's largest utility, said in a statement.",
    );
    expect(lifted.follows).toEqual([
      'The storm coated power lines across northern Brannock County overnight.',
      'Tallgrass Valley Electric Cooperative also warns some rural customers could be in the dark until Thursday as line crews from three neighboring states work through downed poles and snapped limbs.',
    ]);
  });

  it('names the place an appositive gave when "there" would point at nothing, and lifts what the notice cites', () => {
    const lifted = liftAsides(PLANT);
    expect(lifted.ownNews).toBe(
      'Kestrel Fastener Co. will close its Wendham Falls plant by March and lay off all 286 workers.',
    );
    expect(lifted.follows).toEqual([
      'The company cites falling orders from farm equipment makers and the cost of replacing aging machinery.',
    ]);
  });

  it('gives a person’s claim inside a closing appositive its speaker, and the decision what it overrode', () => {
    const lifted = liftAsides(TAX);
    expect(lifted.lede).toBe(
      "The Pell County Board of Commissioners voted 4-1 Tuesday night to raise the county's sales tax by half a cent.",
    );
    expect(lifted.follows).toEqual([
      'Chairwoman Loretta Quimby says the measure would bring in about $3.8 million a year for road repairs.',
      'The board overrode objections from several business owners who told commissioners the increase would drive shoppers across the line into neighboring Dorsey County.',
    ]);
  });

  it('gives "a move city officials say is needed" its source, and the council what it overrode (panel AB)', () => {
    const lifted = liftAsides(
      'The Weldonport City Council voted 5-2 late Monday to raise water and sewer rates by 18 percent starting Jan. 1, a move city officials say is needed to pay for a $61 million overhaul of the 1950s-era treatment plant, overriding objections from more than two dozen residents.',
    );
    expect(lifted.lede).toBe(
      'The Weldonport City Council voted 5-2 late Monday to raise water and sewer rates by 18 percent starting Jan. 1.',
    );
    expect(lifted.follows).toEqual([
      'City officials say the move is needed to pay for a $61 million overhaul of the 1950s-era treatment plant.',
      'The council overrode objections from more than two dozen residents.',
    ]);
  });
});

describe('liftAsides: wire ledes of panel AD', () => {
  it('takes a source set between the news and its participles off the news, and lifts what the news did', () => {
    const lifted = liftAsides(
      'A glaze of freezing rain coated much of Harrow County overnight, snapping tree limbs and power lines from Pell Crossing to the Tamsin River, Northvale Electric Cooperative said Tuesday, leaving more than 14,000 customers without electricity at the height of the storm and some rural homes likely to stay dark until Thursday.',
    );
    expect(lifted.lede).toBe(
      'A glaze of freezing rain coated much of Harrow County overnight, Northvale Electric Cooperative said Tuesday.',
    );
    expect(lifted.follows).toEqual([
      'The glaze snapped tree limbs and power lines from Pell Crossing to the Tamsin River.',
      'It also left more than 14,000 customers without electricity at the height of the storm and some rural homes likely to stay dark until Thursday.',
    ]);
  });

  it('gives "calling it ..." to the chief who called it, not to the fire', () => {
    const lifted = liftAsides(
      'Flames tore through a vacant textile warehouse on the north bank of the Ostrander Canal late Saturday night, sending a column of black smoke over downtown Millbrook Harbor and drawing firefighters from five departments, Fire Chief Arlen Mosby said Sunday, calling it the largest blaze the city has seen in more than a decade.',
    );
    expect(lifted.follows).toContain('Mosby calls it the largest blaze the city has seen in more than a decade.');
    expect(lifted.satellites.join(' ')).not.toMatch(/called it/);
  });
});

describe('liftAsides: a noun read as a verb before the real one (panel AG)', () => {
  it('never makes "A fire vent tore through" of "a fire that started in a clogged dryer vent tore through"', () => {
    const lifted = liftAsides(
      'A fire that started in a clogged dryer vent tore through a three-story apartment building on Kestrel Avenue late Saturday, displacing 23 residents from 11 units, Ambrose Falls Fire Marshal Wendell Corrigan said Sunday.',
    );
    expect(lifted.lede).not.toMatch(/fire vent/);
    expect(lifted.satellites.join(' ')).not.toMatch(/clogged dryer\./);
    // (With "vent" read as the noun it is, the relative clause lifts whole.)
    expect(lifted.lede).toMatch(/^A fire tore through a three-story apartment building/);
    expect(lifted.satellites).toContain('The fire started in a clogged dryer vent.');
  });
});

describe('liftAsides: panel AH', () => {
  it('tells the appositive after the source as its own sentence, never "..., said Monday, a crash."', () => {
    const lifted = liftAsides(
      "A pickup truck crossed the median on Route 118 north of Marlow Junction late Sunday and struck a northbound semitrailer head-on, killing the pickup's driver and injuring two people in a passing minivan, the South Dakota Highway Patrol said Monday, a crash that closed the northbound lanes for nearly five hours while crews cleared spilled diesel from the pavement.",
    );
    expect(lifted.lede).toMatch(/the South Dakota Highway Patrol said Monday\.$/);
    expect(lifted.follows).toContain("The crash killed the pickup's driver.");
    expect(lifted.follows).toContain(
      'The crash closed the northbound lanes for nearly five hours while crews cleared spilled diesel from the pavement.',
    );
  });

  it('leaves an "after" clause inside a claim whose source comes first', () => {
    const lifted = liftAsides(
      'Prosecutors say Emmerich collected deposits from 23 customers in 2023 and 2024, many of them elderly, after a hailstorm damaged hundreds of homes.',
    );
    expect(lifted.satellites.join(' ')).not.toMatch(/hailstorm/);
  });

  it('tells a closing "after" clause with its own subject after the news', () => {
    const lifted = liftAsides(
      'Voters in the Tamsin Ridge School District will decide in March whether to borrow $38.5 million to replace Copperfield Middle School, a 1961 building with a leaking roof and no air conditioning, after the school board agreed Thursday night to put the question on the ballot for the second time in three years.',
    );
    expect(lifted.lede).not.toMatch(/\bafter the school board\b/);
    expect(lifted.follows).toContain(
      'The school board agreed Thursday night to put the question on the ballot for the second time in three years.',
    );
  });
});

describe('liftAsides: panel AI', () => {
  const CHLORINE =
    'About 200 residents of the Birchwood Terrace neighborhood were ordered to stay indoors for nearly three hours Tuesday afternoon after a valve failed on a storage tank at Calloway Pool Supply, releasing a cloud of chlorine gas that drifted across Kessler Avenue, fire officials in Marrow Bend said, adding that two employees were taken to a hospital with breathing problems.';

  it('reads "fire officials in Marrow Bend said, adding that ..." as a source that goes on speaking', () => {
    const lifted = liftAsides(CHLORINE);
    expect(lifted.lede).toMatch(/, fire officials in Marrow Bend said\.$/);
    expect(lifted.follows).toContain(
      'Fire officials in Marrow Bend also say two employees were taken to a hospital with breathing problems.',
    );
  });

  it('tells the act an "after" clause goes on with of its own subject ("The valve released ...")', () => {
    const lifted = liftAsides(CHLORINE);
    expect(lifted.lede).toMatch(/after a valve failed on a storage tank at Calloway Pool Supply, fire officials/);
    expect(lifted.follows).toContain('The valve released a cloud of chlorine gas that drifted across Kessler Avenue.');
  });

  it('never lifts a relative clause up to what was said ("The members voted no said parents.")', () => {
    const lifted = liftAsides(
      'The two board members who voted no said parents need to be able to reach their children in an emergency.',
    );
    expect(lifted.satellites).toEqual([]);
  });
});
