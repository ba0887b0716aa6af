import { script } from '../corpus/script';
import type { CorpusScript } from '../corpus/script';

/**
 * Fresh scripts for a blind test: wire ledes, multi-speaker stories with surname-only second
 * references, sports results, election tallies, court stories, quote-free stories and
 * two-sentence briefs. Every person, place, business and figure is invented.
 */
export const freshScripts: CorpusScript[] = [
  script({
    id: 'fresh5-fire-wire-warehouse-blaze',
    topic: 'fire',
    title: 'Four-alarm fire guts empty riverfront warehouse',
    location: 'Dunmarrow, Connecticut',
    text: `A four-alarm fire tore through a vacant furniture warehouse on Pell Street in Dunmarrow early Saturday, sending thick black smoke over the riverfront for nearly six hours, forcing the closure of Route 41 between Exit 9 and Exit 12 and drawing about 85 firefighters from seven departments, fire officials said.
      No one was hurt.
      The building had been empty since 2019.
      Investigators have not said what started the fire.`,
  }),
  script({
    id: 'fresh5-economy-wire-grocery-closing',
    topic: 'economy',
    title: 'Haskett Foods to close last downtown grocery',
    location: 'Lorrimer, Kansas',
    text: `Haskett Foods, the family-owned grocery chain that has operated on Lorrimer's Front Street since 1958, will close its downtown store on January 31 and lay off 62 workers, leaving the neighborhood without a full-service grocery for the first time in more than 60 years, the company told city officials Wednesday.
      Haskett blamed a 14% drop in sales since 2024.
      Workers will be offered jobs at the chain's two other stores.`,
  }),
  script({
    id: 'fresh5-health-wire-measles-exposure',
    topic: 'health',
    title: 'Measles exposure reported at clinic and school gym',
    location: 'Sable Ridge, Colorado',
    text: `County health officials in Sable Ridge are urging anyone who visited the Pinecrest Family Clinic between 9 a.m. and 1 p.m. last Tuesday, or who attended a middle school basketball game at Corrigan Gym that evening, to check their vaccination records after a traveler who had not been vaccinated tested positive for measles.
      It is the county's first measles case since 2017.
      Symptoms can show up seven to 21 days after exposure.
      Free shots are available at the health department on Alder Street.`,
  }),
  script({
    id: 'fresh5-traffic-wire-bridge-closure',
    topic: 'traffic',
    title: 'Kettle Creek bridge to close for three months',
    location: 'Harlow Falls, Vermont',
    text: `The state will close the Kettle Creek Bridge on Route 7 in Harlow Falls to all traffic starting at 6 a.m. Monday, December 7, so crews can replace the 88-year-old span's cracked deck, a $4.7 million project expected to send about 9,000 drivers a day onto a 14-mile detour through Ashby and Fenwick.
      The work should wrap up by mid-March.
      School buses will use the detour too.`,
  }),
  script({
    id: 'fresh5-government-water-rate-vote',
    topic: 'government',
    title: 'Council approves first water rate hike in a decade',
    location: 'Carrow Point, Maine',
    text: `[VO]
      The Carrow Point City Council voted 5-2 Tuesday night to raise water rates 11% starting in February, the first increase in ten years.
      The average household will pay about $7.40 more each month.
      (SOT)
      "The pipes under Harbor Road were laid before my grandmother was born, and we cannot keep patching them," Mayor Ann Rourke said.
      Councilor Desmond Pike voted no.
      "We are asking people on fixed incomes to pay for forty years of putting this off," Pike said.
      Rourke said the money will pay for a $12 million main replacement along Harbor Road and Quarry Street.
      "Every dollar of this goes into the ground," Rourke said.`,
    quotes: 3,
    speakers: ['Rourke', 'Pike', 'Rourke'],
  }),
  script({
    id: 'fresh5-schools-later-start-times',
    topic: 'schools',
    title: 'High schools will start an hour later next fall',
    location: 'Brinmoor, Oregon',
    text: `Brinmoor's two high schools will start classes at 8:45 a.m. next fall instead of 7:35, after the school board approved the change 4-1 Monday night.
      Superintendent Lydia Okonkwo-Hale said a district survey found 68% of students got less than seven hours of sleep on school nights.
      "Teenagers are not lazy, they are biologically on a different clock, and we are finally building the schedule around that," Okonkwo-Hale said.
      Parent Gordon Vasquez-Reyes worries about after-school jobs and practices running into the evening.
      "My daughter works until 9 p.m. three nights a week, and now she will be getting home even later," Vasquez-Reyes said.
      Elementary schools will keep their current bell times.`,
    quotes: 2,
    speakers: ['Okonkwo-Hale', 'Vasquez-Reyes'],
  }),
  script({
    id: 'fresh5-health-hospital-birthing-unit',
    topic: 'health',
    title: 'Rural hospital reopens birthing unit',
    location: 'Tamsin, Montana',
    text: `[VO]
      For the first time in three years, mothers in Tamsin can give birth close to home again.
      Tamsin Valley Hospital reopened its four-bed birthing unit Friday after hiring two obstetricians and six nurses with help from a $2.3 million state grant.
      "Women were driving 110 miles, sometimes in a snowstorm, while in labor," hospital CEO Martin Selwyn said.
      Nurse manager Carla Benedetti said the unit expects about 150 births in its first year.
      "We already have 23 moms due before the end of February," Benedetti said.
      Rancher Josie Whitlock is due in January with her third child.
      "My second baby was almost born at a gas station in Dorsey, so this means everything," Whitlock said.`,
    quotes: 3,
    speakers: ['Selwyn', 'Benedetti', 'Whitlock'],
  }),
  script({
    id: 'fresh5-sports-girls-basketball-state-title',
    topic: 'sports',
    title: 'Ellory Falls girls win first state basketball title',
    location: 'Ellory Falls, Nebraska',
    text: `[VO]
      The Ellory Falls girls basketball team is the Class B state champion for the first time in school history.
      The Otters beat top-seeded Marbury 78-71 Saturday night in Lincoln, finishing the season 26-2.
      Senior guard Tessa Lindqvist scored 31 points, including five three-pointers, and was named tournament MVP.
      Ellory Falls trailed by nine at halftime before going on a 17-4 run in the third quarter.
      The team returns home Sunday with a police escort at 2 p.m.`,
  }),
  script({
    id: 'fresh5-sports-hockey-win-streak',
    topic: 'sports',
    title: 'Granite Hawks extend home unbeaten streak to 12',
    location: 'Mercer Bay, New Hampshire',
    text: `The Mercer Bay Granite Hawks stretched their home unbeaten streak to 12 games Friday night with a 4-2 win over the Coldwater Stags in front of 5,318 fans at Harborside Arena.
      Rookie forward Anton Reszke scored twice in the second period, his ninth and 10th goals of the season.
      Goalie Devin Achterberg stopped 33 of 35 shots.
      The win moves the Hawks to 14-4-2, two points behind first-place Quinton in the Northeast Division.
      They host Quinton next Saturday at 7:30 p.m.`,
  }),
  script({
    id: 'fresh5-sports-football-playoff-loss',
    topic: 'sports',
    title: 'Pryor Mills season ends in state semifinal',
    location: 'Pryor Mills, Georgia',
    text: `Pryor Mills' football season is over.
      The Miners lost to defending champion Castellan County 35-28 in the Class 3A state semifinals Friday night, after a fourth-down pass into the end zone fell incomplete with 14 seconds left.
      Quarterback Jalen Fairbanks threw for 287 yards and three touchdowns in his final high school game.
      Pryor Mills finishes 11-3, its best record since 1996.
      Castellan County will play for its third straight title next Saturday.`,
  }),
  script({
    id: 'fresh5-elections-mayor-runoff',
    topic: 'elections',
    title: 'Mayor race headed to a runoff',
    location: 'Cordell Springs, Texas',
    text: `[VO]
      The race for mayor of Cordell Springs is going to a runoff.
      With all 41 precincts reporting, former city manager Renata Olvera led with 8,912 votes, or 44.6%, ahead of council member Travis Heddon with 7,355 votes, or 36.8%.
      Businessman Clay Mortensen finished third with 3,714 votes.
      Because no one topped 50%, Olvera and Heddon will meet again in a runoff on December 12.
      Turnout was just under 31%.`,
  }),
  script({
    id: 'fresh5-elections-commission-recount',
    topic: 'elections',
    title: 'Eleven votes separate commission candidates',
    location: 'Wendell County, Michigan',
    text: `Just 11 votes separate the two candidates for the District 3 seat on the Wendell County Commission, close enough to trigger an automatic recount.
      Final unofficial results show Republican Dale Harrower with 6,204 votes and Democrat Sunita Marwah with 6,193, a margin of less than one-tenth of one percent.
      (SOT)
      "Every ballot deserves to be counted twice when it is this close," Marwah said.
      "I am confident the numbers will hold," Harrower said.
      County Clerk Phyllis Dunmore said the recount will begin Monday at 9 a.m. and should take two to three days.`,
    quotes: 2,
    speakers: ['Marwah', 'Harrower'],
  }),
  script({
    id: 'fresh5-courts-embezzlement-sentence',
    topic: 'courts',
    title: 'Former church treasurer sentenced for embezzlement',
    location: 'Bramford, Virginia',
    text: `A former treasurer of Bramford's St. Aldric Lutheran Church will spend four years in prison for stealing more than $312,000 from the congregation.
      Harold Venn, 67, pleaded guilty in August to one count of embezzlement.
      Prosecutors say he spent the money over six years on online gambling and a lake cabin.
      Circuit Judge Marisol Tennant also ordered him to pay back every dollar.
      "You took from people who trusted you with their offering plates," Tennant told Venn.
      The church says it has recovered about $40,000 so far.`,
    quotes: 1,
    speakers: ['Tennant'],
  }),
  script({
    id: 'fresh5-courts-arson-not-guilty-plea',
    topic: 'courts',
    title: 'Man pleads not guilty to setting restaurant fires',
    location: 'Ocala Bend, Florida',
    text: `[VO]
      A 34-year-old Ocala Bend man accused of setting fire to two restaurants in the same week pleaded not guilty Thursday.
      Corey Lattimore faces two counts of first-degree arson and one count of insurance fraud.
      Investigators say one of the restaurants, the Salt Marsh Grill on Bayview Drive, was owned by Lattimore's former business partner.
      Judge Everett Calloway set bond at $250,000.
      Lattimore's trial is scheduled to begin March 3.`,
  }),
  script({
    id: 'fresh5-courts-dui-crash-verdict',
    topic: 'courts',
    title: 'Jury convicts driver in crash that killed teen cyclist',
    location: 'Hadley Cross, Wisconsin',
    text: `A Brennick County jury took less than three hours to convict a Hadley Cross woman of homicide by intoxicated use of a vehicle.
      Prosecutors say Dana Furlow, 41, had a blood alcohol level of 0.19%, more than twice the legal limit, when her SUV hit and killed 16-year-old Micah Lindgren on County Road J last April.
      Lindgren was riding his bike home from a summer job.
      Furlow faces up to 25 years in prison.
      Judge Ruth Abernathy set sentencing for January 22 at 1:30 p.m.`,
  }),
  script({
    id: 'fresh5-weather-lake-effect-snow',
    topic: 'weather',
    title: 'Lake-effect snow could bury the north county',
    location: 'Port Alden, New York',
    text: `[VO]
      A lake-effect snow warning takes effect at 7 p.m. Wednesday for northern Tessaly County and runs through noon Friday.
      Forecasters expect 18 to 30 inches in the heaviest bands, with lighter amounts of 4 to 8 inches around Port Alden.
      Winds could gust to 40 miles an hour, cutting visibility to near zero on Route 104.
      Highs will stay in the low 20s through the weekend.
      Crews will begin pretreating roads Wednesday afternoon.`,
  }),
  script({
    id: 'fresh5-crime-catalytic-converter-arrests',
    topic: 'crime',
    title: 'Three arrested in catalytic converter thefts',
    location: 'Gresham Hollow, Arizona',
    text: `Gresham Hollow police have arrested three men they say stole catalytic converters from more than 40 vehicles since September.
      Officers stopped a van near the Mesa Verde Plaza around 2:15 a.m. Sunday and found saws, jacks and 11 converters inside.
      The men, ages 19, 22 and 27, are charged with theft and criminal damage.
      Police estimate the losses at more than $85,000.
      Victims can call the department's property unit to check whether a part is theirs.`,
  }),
  script({
    id: 'fresh5-business-brewery-expansion',
    topic: 'business',
    title: 'Local brewery doubles in size, adds 35 jobs',
    location: 'Calloway Junction, Idaho',
    text: `[VO]
      Switchback Brewing is more than doubling its production space in Calloway Junction.
      The brewery is moving into the former Halvorsen Seed building on Depot Street, a 42,000-square-foot space it bought for $1.9 million.
      The company expects to add 35 jobs by the end of 2027, most paying between $18 and $24 an hour.
      Switchback opened in a two-car garage in 2014 and now sells its beer in 6 states.
      The new taproom is set to open in early summer.`,
  }),
  script({
    id: 'fresh5-traffic-brief-lane-closure',
    topic: 'traffic',
    title: 'Overnight lane closures on Route 9',
    location: 'Kessling, Delaware',
    text: `Expect overnight lane closures on northbound Route 9 in Kessling from 9 p.m. to 5 a.m. every night this week while crews repaint lines.
      Only one lane will be open between Milford Road and the Harrow Creek exit.`,
  }),
  script({
    id: 'fresh5-government-brief-permit-fee',
    topic: 'government',
    title: 'County raises building permit fee',
    location: 'Osgood, South Dakota',
    text: `Osgood County commissioners voted 3-0 Tuesday to raise the base building permit fee from $950 to $1,250 starting January 1.
      It is the first fee increase since 2015.`,
  }),
];
