import { script } from '../corpus/script';
import type { CorpusScript } from '../corpus/script';

/**
 * Fresh scripts for a blind test, set H: wire ledes, multi-speaker stories with surname-only
 * second references, sports results, vote tallies, court and crime stories, quote-free stories,
 * two-sentence briefs, a weather alert and a business story. Every person, place, business and
 * figure is invented.
 */
export const freshScriptsH: CorpusScript[] = [
  script({
    id: 'fresh8-fire-wire-grain-elevator',
    topic: 'fire',
    title: 'Grain elevator fire forces evacuation of 60 homes in Pemberlow',
    location: 'Pemberlow, Kansas',
    text: `A fire that started in a grain dryer at the Pemberlow Farmers Cooperative, the largest grain storage site in Dask County, burned for nine hours Sunday, sending up a column of smoke visible 20 miles away, forcing deputies to evacuate about 60 homes within a half-mile and leaving roughly 400,000 bushels of corn ruined, the county fire marshal said Monday.
      No one was hurt.
      Residents were allowed back home just after 11 p.m.
      Member farms will haul grain to the cooperative's elevator in Tull Junction until repairs are done.`,
  }),
  script({
    id: 'fresh8-government-wire-landfill-limits',
    topic: 'government',
    title: 'Trevisca County landfill to stop taking outside trash April 1',
    location: 'Cindervale, Missouri',
    text: `The Trevisca County Landfill, the only public dump within 50 miles of Cindervale, will stop accepting garbage from haulers based outside the county on April 1 because it is filling up nearly twice as fast as engineers planned, forcing at least three neighboring towns to find somewhere else to send their trash, county commissioners said Tuesday.
      The landfill has about six years of space left.
      Commissioners also raised the dumping fee from $42 to $55 a ton.`,
  }),
  script({
    id: 'fresh8-traffic-wire-derailment-crossings',
    topic: 'traffic',
    title: 'Derailment blocks four Oxhollow rail crossings for most of Wednesday',
    location: 'Oxhollow, Nebraska',
    text: `A Plainsmark Railway freight train, a 96-car string of empty grain hoppers headed west, derailed just east of downtown Oxhollow early Wednesday, tipping 11 cars onto their sides, blocking four of the town's five rail crossings for nearly 10 hours and leaving school buses and ambulances to share the one open crossing at Granary Avenue, railroad officials said.
      No one was hurt.
      All crossings reopened at 4:15 p.m.
      The cause is under investigation.`,
  }),
  script({
    id: 'fresh8-schools-wire-ransomware-closure',
    topic: 'schools',
    title: 'Cyberattack closes all Vellacourt schools Thursday',
    location: 'Vellacourt, California',
    text: `The Vellacourt Unified School District, the county's largest with about 8,400 students, canceled classes at all 14 of its schools Thursday after a ransomware attack knocked out its phones, computers and bus-routing software overnight, forcing about 600 employees to stay home and leaving parents scrambling to find child care on a few hours' notice, district officials said.
      The district has not said whether any student records were stolen.
      Classes are expected to resume Monday.`,
  }),
  script({
    id: 'fresh8-health-speakers-dental-van',
    topic: 'health',
    title: 'Mobile dental clinic to visit nine rural Quarrystone County schools',
    location: 'Quarrystone, Wyoming',
    text: `A new mobile dental clinic will start visiting nine rural schools in Quarrystone County next month, offering free cleanings, sealants and fillings to children whose families cannot get them to a dentist.
      The 40-foot van, paid for with a $385,000 state grant, has two exam chairs and its own X-ray machine.
      "Some of these kids live two hours from the nearest dentist who takes their insurance," said Dr. Lucinda Farraday-Moss, dental director of the Quarrystone Community Health Clinic.
      Farraday-Moss said the van can see about 30 children a day.
      School nurse Beatrix Nkemelu of Sagebrush Flats Elementary said toothaches are one of the most common reasons students end up in her office.
      "I've had third graders who couldn't eat lunch because it hurt too much to chew," Nkemelu said.
      The first visit is set for Jan. 12.`,
  }),
  script({
    id: 'fresh8-government-speakers-parking-meters',
    topic: 'government',
    title: 'Ambersleigh to put parking meters downtown in March',
    location: 'Ambersleigh, Virginia',
    text: `Ambersleigh will install parking meters along Chancery Street and four other downtown blocks in March, the first meters in the town's history, after the Town Council approved the plan Monday night.
      Parking will cost $1.50 an hour from 9 a.m. to 6 p.m., Monday through Saturday.
      "Right now, the same dozen cars sit in front of our shops from morning to night," said Public Works Director Ignatius Halloran-Kite.
      Halloran-Kite estimated the 210 meters will bring in about $290,000 a year.
      Henrike Vossberg, owner of Periwinkle Yarn and Tea on Chancery Street, told the council her customers will simply shop somewhere else.
      "Nobody pays to park so they can buy one skein of wool," Vossberg said.
      The first 15 minutes will be free.`,
  }),
  script({
    id: 'fresh8-economy-speakers-airport-flights',
    topic: 'economy',
    title: 'Lanternfly Air to bring daily flights back to Corbellin',
    location: 'Corbellin, Arkansas',
    text: `Lanternfly Air will start two daily round-trip flights between Corbellin Regional Airport and Port Avanell International on Feb. 4, the first scheduled airline service in Corbellin since 2019.
      "This gives people here a way to catch a connecting flight without a three-hour drive," said Oriel Banfield-Soto, the airport's director.
      Banfield-Soto said the airport and the county put up a $2.1 million revenue guarantee to land the service.
      Casimir Wendover, president of the Corbellin Area Chamber of Commerce, said employers have been asking for flights for years.
      "We have lost job candidates because they simply could not get here," Wendover said.
      County Commissioner Philippa Tetteh-Marsh cast the only vote against the guarantee.
      "If those seats fly empty, taxpayers are on the hook," Tetteh-Marsh said.`,
  }),
  script({
    id: 'fresh8-sports-volleyball-state-title',
    topic: 'sports',
    title: "Thorncroft's 24 kills lead Ashvale Heights to first state volleyball title",
    location: 'Ashvale Heights, Iowa',
    text: `The Ashvale Heights Herons beat the Dorrow Creek Bobcats 3-1 Saturday to win the Class 2A state volleyball championship, the first title in program history.
      Senior outside hitter Marisela Thorncroft had 24 kills and 11 digs and was named the tournament's most valuable player.
      The set scores were 25-21, 22-25, 25-18 and 25-19.
      The Herons finish the season 34-3.
      Dorrow Creek ends at 30-6.`,
  }),
  script({
    id: 'fresh8-sports-basketball-overtime-upset',
    topic: 'sports',
    title: 'Fenwright scores 31 as Kindlewood State upsets No. 19 Oster Ridge in overtime',
    location: 'Kindlewood, Illinois',
    text: `Obadiah Fenwright scored 31 points and pulled down nine rebounds as Kindlewood State upset No. 19 Oster Ridge 88-85 in overtime Wednesday night.
      Fenwright hit a 3-pointer with four seconds left in regulation to tie the game at 76.
      The Lynxes made 11 of 14 free throws in the extra period.
      Kindlewood State improves to 5-1, and Oster Ridge falls to 6-2.
      The Lynxes play at Harcastle College on Saturday at 4 p.m.`,
  }),
  script({
    id: 'fresh8-elections-tally-sunday-sales',
    topic: 'elections',
    title: 'Dorrance Gap voters approve Sunday beer and wine sales',
    location: 'Dorrance Gap, Tennessee',
    text: `Dorrance Gap voters on Tuesday approved Sunday beer and wine sales at stores and restaurants, 1,842 to 1,517, according to unofficial results from the Yarrowfield County Election Commission.
      That is about 55% to 45%.
      A similar referendum failed by 96 votes in 2022.
      Turnout was 38%.
      Sunday sales will be allowed from noon to 10 p.m. once the results are certified Dec. 8.`,
  }),
  script({
    id: 'fresh8-government-tally-backyard-chickens',
    topic: 'government',
    title: 'Fernhallow council votes 5-2 to allow backyard chickens',
    location: 'Fernhallow, Colorado',
    text: `The Fernhallow City Council voted 5-2 Monday night to let residents keep up to six hens in their backyards starting March 1.
      Roosters will still be banned.
      Owners will need a $25 permit, and coops must sit at least 10 feet from property lines.
      Council members Perpetua Lindahl and Barnaby Szeto voted no, citing complaints about noise and rats in neighboring towns.
      About 70 people signed up to speak, and the meeting ran nearly four hours.`,
  }),
  script({
    id: 'fresh8-courts-sentence-roofing-fraud',
    topic: 'courts',
    title: 'Roofer who took hail-repair deposits gets five years',
    location: 'Greywick, Oklahoma',
    text: `A Greywick roofing contractor who took deposits from dozens of homeowners after last spring's hailstorm and never did the work was sentenced Friday to five years in prison.
      Colby Vantreusen, 39, the owner of Tallgrass Peak Roofing, pleaded guilty in October to 14 counts of home repair fraud.
      Prosecutors said he collected about $465,000 from 52 customers and spent much of it on a lake house.
      Pettigrove County District Judge Evangeline Morrisette-Cole also ordered him to pay the money back.
      Vantreusen will be on probation for 10 years after his release.`,
  }),
  script({
    id: 'fresh8-crime-arrest-crossing-guard',
    topic: 'crime',
    title: 'Man arrested in hit-and-run that injured school crossing guard',
    location: 'Larkspur Bend, Ohio',
    text: `Police in Larkspur Bend have arrested a man they say hit a school crossing guard with his pickup truck Tuesday morning and drove away.
      Dorian Plunkett-Vane, 31, is charged with vehicular assault and failure to stop after a crash.
      Investigators say the guard, 71-year-old Agnes Fullbright, was helping two children cross Whitcombe Avenue near Pinfold Elementary at about 7:50 a.m. when she was struck.
      Fullbright has a broken hip and is in stable condition.
      Officers found the damaged truck in a garage on Teal Street on Wednesday after a tip.
      Plunkett-Vane is being held on $150,000 bond.`,
  }),
  script({
    id: 'fresh8-health-noquote-crisis-center',
    topic: 'health',
    title: 'Wessendon County opens 16-bed mental health crisis center',
    location: 'Ostermoor, Washington',
    text: `A 16-bed mental health crisis center opened Monday in Ostermoor, giving police and families in Wessendon County somewhere other than a jail cell or an emergency room to take people in crisis.
      The center, in a renovated nursing home on Tamarind Avenue, will be open 24 hours a day.
      It cost $7.8 million to build and will cost about $3.2 million a year to run, paid mostly with state money and a county sales tax.
      Adults can stay up to five days.
      Last year, Wessendon County deputies took 612 people in a mental health crisis to the emergency room at Ostermoor General Hospital.`,
  }),
  script({
    id: 'fresh8-fire-noquote-dairy-barn',
    topic: 'fire',
    title: 'Barn fire kills 40 dairy cows near Hawksmere',
    location: 'Hawksmere, Wisconsin',
    text: `A fire destroyed a dairy barn on the Vandersloot family farm outside Hawksmere early Thursday, killing 40 cows and several calves.
      Firefighters from six departments were called to the farm on County Road TT at about 4:30 a.m.
      Crews had to bring in water by tanker because there are no hydrants in that part of the township.
      About 110 other cows were in a separate barn and were not hurt.
      Investigators believe a heat lamp in a calf pen started the fire.
      Damage is estimated at more than $900,000.`,
  }),
  script({
    id: 'fresh8-schools-noquote-lunch-debt',
    topic: 'schools',
    title: 'Anonymous donor pays off $18,400 in Lindquarry lunch debt',
    location: 'Lindquarry, Michigan',
    text: `An anonymous donor has paid off all $18,400 in unpaid school lunch debt in the Lindquarry Public Schools.
      The money clears the balances of 1,136 students at the district's seven schools.
      The district said the donor asked only that families be told the debt is gone.
      Unpaid lunch balances in the district have grown about 30% a year since 2023.
      Families who think they may qualify for free or reduced-price meals can still apply at any school office.`,
  }),
  script({
    id: 'fresh8-traffic-brief-roundabout-opens',
    topic: 'traffic',
    title: 'New roundabout at Route 58 and Grissom Mill Road opens Friday',
    location: 'Thistlebrook, Indiana',
    text: `The new roundabout at Route 58 and Grissom Mill Road in Thistlebrook will open to traffic at 6 a.m. Friday, ending four months of detours around one of the county's most dangerous intersections.
      The $2.6 million project replaced a four-way stop where there were 23 crashes over the past five years, and county engineers said the speed limit on the approaches will drop to 30 mph.`,
  }),
  script({
    id: 'fresh8-business-brief-bookstore-move',
    topic: 'business',
    title: 'Inkwell and Ivy Books moving to bigger space on Wharf Street',
    location: 'Gullhaven, Oregon',
    text: `Inkwell and Ivy Books, the independent bookstore that has sold new and used titles in Gullhaven since 2011, will move in January from its cramped Pelican Row storefront to a former bank building on Wharf Street with three times the floor space.
      The owners plan to add a children's reading room and a small cafe, and the store will be closed Dec. 26 through Jan. 3 for the move.`,
  }),
  script({
    id: 'fresh8-weather-alert-flood-watch',
    topic: 'weather',
    title: 'Flood watch for Sollis River valley Wednesday afternoon to Friday morning',
    location: 'Tenbridge, Missouri',
    text: `A flood watch is in effect for Tenbridge and the rest of the Sollis River valley from 1 p.m. Wednesday until 7 a.m. Friday.
      Forecasters expect 2 to 4 inches of rain, with the heaviest falling between 8 p.m. Wednesday and 4 a.m. Thursday.
      The Sollis River at Tenbridge is forecast to crest near 23 feet Thursday evening, three feet above flood stage.
      The city will close Riverside Drive between Fourth Street and Hollyhock Avenue at 6 p.m. Wednesday.
      Sandbags are available at the public works yard on Fenner Road from 7 a.m. to 7 p.m. Tuesday and Wednesday.`,
  }),
  script({
    id: 'fresh8-business-pontoon-maker-expansion',
    topic: 'business',
    title: 'Kittering Marine posts record sales, plans $12.5 million expansion',
    location: 'Lake Oswin, Minnesota',
    text: `Kittering Marine, the pontoon boat maker on the east shore of Lake Oswin, reported record sales of $86.2 million for its fiscal year, up 14% from the year before.
      Profit rose 9% to $7.1 million.
      Dealers ordered 1,930 boats, up from 1,710 a year earlier.
      The company will spend $12.5 million on a 60,000-square-foot addition to its plant on Birchbark Road and hire about 45 workers by the end of 2027.
      Starting pay for production workers is $22.75 an hour, 6% more than last year.`,
  }),
];
