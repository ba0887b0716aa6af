import { script } from '../corpus/script';
import type { CorpusScript } from '../corpus/script';

/**
 * Fresh scripts for a blind test, set J: wire ledes, stories with hyphenated number compounds
 * that name kinds rather than counts, multi-speaker stories with surname-only second
 * references, sports results, vote tallies, court and crime stories, quote-free stories and
 * two-sentence briefs. Every person, place, business and figure is invented.
 */
export const freshScriptsJ: CorpusScript[] = [
  script({
    id: 'fresh10-business-wire-theater-reopening',
    topic: 'business',
    title: 'Restored Marlowe Theater to reopen in downtown Stenwick Dec. 9',
    location: 'Stenwick, Michigan',
    text: `The Marlowe Theater, a 1938 single-screen movie house on Gaskell Avenue in downtown Stenwick that has been dark since 2019, will reopen Dec. 9 after a $3.2 million restoration, with 310 refurbished seats, a small bar and about 25 part-time jobs, the nonprofit that owns the building said Monday.
      Opening night will feature a free showing of a 1950s musical.
      Tickets for first-run movies will cost $9, or $6 for children and seniors.
      The theater will also host live music and community events on weekends.`,
  }),
  script({
    id: 'fresh10-community-wire-holiday-lights',
    topic: 'community',
    title: 'Pettigrew Meadow Park light display opens Friday, runs through Jan. 4',
    location: 'Varna Ridge, Kentucky',
    text: `The Varna Ridge holiday light display at Pettigrew Meadow Park, a mile-long drive-through route with more than 600,000 lights strung by about 90 volunteers, opens Friday and runs nightly through Jan. 4, with admission set at $15 a car and all proceeds going to the county food pantry, organizers said Wednesday.
      Last year's display raised about $48,000.
      Gates open at 5:30 p.m. and close at 10 p.m.
      Buses and trailers are not allowed on the route.`,
  }),
  script({
    id: 'fresh10-economy-wire-warehouse-hiring',
    topic: 'economy',
    title: 'Bellcastle Logistics to hire 260 for Ockley Falls distribution center',
    location: 'Ockley Falls, New York',
    text: `Bellcastle Logistics is hiring about 260 warehouse workers at a starting wage of $19.75 an hour for its new 400,000-square-foot distribution center on Tillman Road near Ockley Falls, ahead of its March 3 opening, and plans to hold three job fairs at the Ockley Falls Community Center next month, company officials said Tuesday.
      The jobs include full-time and part-time shifts, with health benefits starting after 60 days.
      The first job fair is Dec. 11 from 10 a.m. to 6 p.m.
      Applicants must be at least 18.`,
  }),
  script({
    id: 'fresh10-health-wire-clinic-closing',
    topic: 'health',
    title: 'Only walk-in clinic near Tule Flats to close Feb. 28',
    location: 'Tule Flats, Nevada',
    text: `Sagebrook Family Clinic, the only walk-in medical clinic within 60 miles of Tule Flats, will close Feb. 28 after losing two of its three doctors this year, leaving about 5,400 patients to find new care and forcing many to drive to Carrabel Regional Hospital for routine visits, the clinic's parent company said Thursday.
      Patient records will be transferred at no cost on request.
      The county health department said it is talking with two other providers about opening a part-time clinic in the building.`,
  }),
  script({
    id: 'fresh10-traffic-wire-bridge-closure',
    topic: 'traffic',
    title: 'Dorrit Street Bridge in Pemmer to close Jan. 6 for replacement',
    location: 'Pemmer, Iowa',
    text: `The Dorrit Street Bridge over the Tamblin River, which carries about 11,000 vehicles a day between downtown Pemmer and the city's north side, will close to all traffic starting Jan. 6 for a $6.8 million replacement expected to last until at least October, sending drivers on a detour of about 3 miles, city engineers said Friday.
      Pedestrians will be able to use a temporary footbridge.
      Detour signs will go up next week.
      The bridge was built in 1961.`,
  }),
  script({
    id: 'fresh10-weather-wire-lake-effect-snow',
    topic: 'weather',
    title: 'Lake-effect snow warning for Tavish Harbor, up to 20 inches possible',
    location: 'Tavish Harbor, Michigan',
    text: `The National Weather Service has issued a lake-effect snow warning for Tavish Harbor and the rest of Kerrigan County from 7 p.m. Thursday until 1 p.m. Saturday, with 12 to 20 inches of snow possible in the heaviest bands, wind gusts up to 40 mph and visibility near zero at times on the Shoreline Highway, forecasters said Wednesday.
      Travel could become very difficult Friday morning.
      The county road commission said all 34 of its plows will be out.
      Warming centers will open at the Tavish Harbor library and the Kerrigan County fairgrounds.`,
  }),
  script({
    id: 'fresh10-fire-kinds-three-alarm-warehouse',
    topic: 'fire',
    title: 'Three-alarm fire guts vacant Kelderton warehouse',
    location: 'Kelderton, Georgia',
    text: `A three-alarm fire gutted a vacant textile warehouse on Bexworth Street in Kelderton early Tuesday.
      Crews from four departments spent about five hours fighting the fire, which sent flames through the roof of the 1920s brick building.
      Fire Chief Odalys Brenneman said the second alarm was called within 10 minutes and the third about half an hour later.
      "The roof came down fast, so we pulled everybody out and fought it from outside," Brenneman said.
      No one was hurt.
      The building had been empty since the Aubery Weaving mill closed in 2009.`,
  }),
  script({
    id: 'fresh10-traffic-kinds-four-way-stop',
    topic: 'traffic',
    title: 'Pinchbeck County to add four-way stop at Old Millpond and Sibley Church roads',
    location: 'Pinchbeck, South Carolina',
    text: `Pinchbeck County will turn the intersection of Old Millpond Road and Sibley Church Road into a four-way stop next month after three crashes there this year, including one in August that killed a Pinchbeck man.
      Both are two-lane roads with a 45 mph speed limit.
      County traffic engineer Lionel Fauntleroy said drivers on Sibley Church Road have trouble seeing traffic coming over a hill to the east.
      "A four-way stop is the fastest fix we've got," Fauntleroy said.
      Flashing red lights will be added above the intersection in the spring.
      The county is also studying a roundabout, which would cost about $2.1 million.`,
  }),
  script({
    id: 'fresh10-government-kinds-one-way-streets',
    topic: 'government',
    title: 'Ludgate Springs to return two downtown one-way streets to two-way traffic',
    location: 'Ludgate Springs, Colorado',
    text: `Ludgate Springs will convert two downtown one-way streets back to two-way traffic next spring, the City Council decided Monday on a 5-2 vote.
      Halsey Avenue and Prewett Avenue have run in one direction since 1974, when the city tried to move more cars through downtown.
      Business owners have argued that the one-way streets send drivers past their shops too quickly.
      The $940,000 project includes new traffic signals at six intersections and a three-way stop at Halsey Avenue and Corriden Street.
      Work is expected to start in April and take about four months.`,
  }),
  script({
    id: 'fresh10-schools-speakers-later-start',
    topic: 'schools',
    title: 'Sorrelton High School to start an hour later next fall',
    location: 'Sorrelton, Tennessee',
    text: `Sorrelton High School will start classes an hour later next fall, at 8:40 a.m. instead of 7:40 a.m., under a schedule the school board approved 6-1 Monday night.
      "Teenagers who get more sleep do better in class," said Superintendent Imogen Straley, who estimated the extra bus runs will cost about $310,000 a year.
      Board member Clement Ndiaye-Ross cast the only vote against the plan.
      "Kids who work after school or play sports are going to get home after dark," Ndiaye-Ross said.
      Parent Tobias Grennan said his son has been falling asleep in first period for two years.
      "This is the first thing the board has done that he actually cares about," Grennan said.`,
  }),
  script({
    id: 'fresh10-community-speakers-library-expansion',
    topic: 'community',
    title: 'Widdecombe Free Library plans $4.6 million expansion',
    location: 'Widdecombe, Vermont',
    text: `The Widdecombe Free Library will double in size under a $4.6 million expansion that begins in the spring, library trustees announced Thursday.
      The addition will include a children's wing, four study rooms and a community room that seats 120 people.
      "On a Saturday morning we have kids sitting on the floor because there's nowhere else to put them," said library director Henrietta Oakshott.
      Trustee chair Bartholomew Fenstermacher said $3.1 million has already been raised, most of it from a single anonymous donor.
      "We have about $1.5 million to go, and we think this town will get us there," Fenstermacher said.
      The library will stay open during construction.`,
  }),
  script({
    id: 'fresh10-government-speakers-rental-cap',
    topic: 'government',
    title: 'Crandmoor caps short-term rental permits at 75',
    location: 'Crandmoor, Indiana',
    text: `The Crandmoor Town Council voted 4-1 Tuesday night to cap the number of short-term rental permits at 75 and charge owners a $250 annual fee.
      Town Manager Leopold Hartigan said about 110 homes in town are now listed on rental websites, up from about 30 five years ago.
      "We are losing houses that used to hold families," Hartigan said.
      Councilwoman Glenna Birchall, who cast the lone no vote, said the cap will hurt retirees who rent out rooms to pay their taxes.
      "This punishes the small owner and does nothing about the investors," Birchall said.
      The rules take effect March 1.`,
  }),
  script({
    id: 'fresh10-sports-football-semifinal',
    topic: 'sports',
    title: 'Velsing beats Stoddart Prairie 28-21, heads to Class B title game',
    location: 'Velsing, North Dakota',
    text: `The Velsing Thunderhawks are headed to the Class B state championship after beating Stoddart Prairie 28-21 in Saturday's semifinal.
      Senior quarterback Emmerich Solberg-Dahl threw for 214 yards and two touchdowns and ran for a third score with 2:10 left to break a 21-21 tie.
      Velsing's defense then stopped Stoddart Prairie on fourth down at the Thunderhawks' 18-yard line.
      Velsing, 11-1, will face undefeated Hessel Lake in the title game Friday at 1 p.m. at Brisland Field in Tolliver.`,
  }),
  script({
    id: 'fresh10-sports-basketball-tournament-final',
    topic: 'sports',
    title: 'Emberlin girls win Thanksgiving tournament, 58-51 over Lanterman Christian',
    location: 'Emberlin, Kansas',
    text: `The Emberlin High School girls basketball team won the Prairie Wind Thanksgiving Tournament on Saturday, beating Lanterman Christian 58-51 in the championship game.
      Junior guard Noelani Pruszynski led the Hornets with 22 points, including four 3-pointers, and senior center Maddie Lunsford added 14 points and 11 rebounds.
      "We got down nine in the second quarter and nobody panicked," coach Ardith Kellerman said.
      Emberlin, 3-0, opens league play Dec. 6 at home against Raskin Valley.`,
  }),
  script({
    id: 'fresh10-elections-tally-school-bond',
    topic: 'elections',
    title: 'Cashel Junction voters approve $24.5 million school bond, unofficial results show',
    location: 'Cashel Junction, Nebraska',
    text: `Voters in the Cashel Junction school district approved a $24.5 million bond to build a new elementary school, according to unofficial results released late Tuesday.
      The measure passed 1,842 to 1,519, or about 55% to 45%, with all seven precincts reporting.
      The bond will raise property taxes on a $200,000 home by about $186 a year.
      A similar bond failed by 61 votes in 2022.
      The county clerk is expected to certify the results next week.`,
  }),
  script({
    id: 'fresh10-elections-tally-mayor-certified',
    topic: 'elections',
    title: 'Tuffnell wins Sallowfield mayor race by 112 votes',
    location: 'Sallowfield, Illinois',
    text: `Sallowfield Alderman Reginald Tuffnell won the city's mayoral race by 112 votes, according to final results certified Monday by the Kessick County clerk.
      Tuffnell received 3,408 votes, or 50.8%, to 3,296 votes, or 49.2%, for Councilwoman Winifred Marchbanks.
      Turnout was 38%, the highest for a city election in 12 years.
      "This city was split right down the middle, and I intend to govern that way," Tuffnell said.
      Marchbanks said she will not seek a recount.
      Tuffnell will be sworn in Dec. 15.`,
  }),
  script({
    id: 'fresh10-courts-sentence-soccer-treasurer',
    topic: 'courts',
    title: 'Former Rookhaven youth soccer treasurer gets three years for theft',
    location: 'Rookhaven, Oregon',
    text: `A former treasurer of the Rookhaven Youth Soccer Association was sentenced Wednesday to three years in prison for stealing more than $212,000 from the league over six years.
      Colette Vanterpool, 47, pleaded guilty in September to theft and forgery.
      Prosecutors said Vanterpool used the money to pay off credit cards and take family vacations, and covered it up with fake bank statements.
      Circuit Judge Bertrand Kiraly also ordered her to repay the full amount.
      "Every one of those dollars came from parents paying registration fees," Kiraly said at the hearing.`,
  }),
  script({
    id: 'fresh10-crime-charged-job-site-thefts',
    topic: 'crime',
    title: 'Two Dessington men charged in construction site thefts',
    location: 'Dessington, Missouri',
    text: `Two Dessington men have been charged in a string of thefts from home construction sites that police say cost builders more than $60,000 in tools and copper wire.
      Corwin Ostrowe, 29, and Emory Vantassel, 33, are each charged with 14 counts of felony stealing and one count of possessing burglary tools.
      Police allege the two broke into job trailers at night in three new subdivisions on the city's west side.
      Officers arrested them Sunday after a security camera at the Fenlow Court subdivision recorded their pickup truck.
      Both are being held in the Dessington County Jail on $50,000 bond.`,
  }),
  script({
    id: 'fresh10-community-brief-coat-drive',
    topic: 'community',
    title: "Grantly Bend firefighters collecting children's coats through Dec. 20",
    location: 'Grantly Bend, Texas',
    text: `The Grantly Bend Fire Department is collecting new and gently used winter coats for children through Dec. 20, with donation bins set up at all three fire stations, the public library and Pruneda Hardware on Cable Street.
      Last year the drive collected about 1,300 coats, which were handed out to families through the school district's family resource center in the first week of January.`,
  }),
  script({
    id: 'fresh10-health-brief-flu-clinic',
    topic: 'health',
    title: 'Free flu and COVID-19 shots Saturday at Fenwater Senior Center',
    location: 'Fenwater, Ohio',
    text: `The Fenwater County Health Department will give free flu and COVID-19 shots from 9 a.m. to 3 p.m. Saturday at the Fenwater Senior Center on Lockhart Road, and no appointment or insurance is needed.
      Health officials said flu cases in the county have risen sharply over the past two weeks, with 46 confirmed cases reported so far this season compared with 11 at this point last year.`,
  }),
];
