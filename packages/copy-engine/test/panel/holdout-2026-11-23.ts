import { script } from '../corpus/script';
import type { CorpusScript } from '../corpus/script';

/**
 * Holdout scripts for a blind test: wire ledes, multi-speaker stories with surname-only second
 * references, scores, vote tallies, court stories, no-quote stories, two-sentence briefs, a
 * school-board decision and a public-health notice. Every person, place and figure is invented.
 */
export const holdoutScripts: CorpusScript[] = [
  script({
    id: 'holdout-crime-wire-pharmacy-burglary',
    topic: 'crime',
    title: 'Masked burglar cleans out pharmacy painkiller cabinets',
    location: 'Osage Bend, Missouri',
    text: `A man in a surgical mask and a gray hooded sweatshirt pried open the back door of a family-owned pharmacy on Calloway Street in Osage Bend early Sunday, cleaned out two locked cabinets of prescription painkillers and drove off in a dark pickup truck less than four minutes before officers arrived, police said Monday, the third pharmacy burglary in Bolton County since Nov. 2.
      The owner of Hillard Family Pharmacy puts the loss at about $18,500.
      "Whoever this is knows exactly what he is looking for and exactly how long he has," said Police Chief Marcus Delacroix.
      Anyone with information is asked to call Osage Bend police at 573-555-0142.`,
    quotes: 1,
    speakers: ['Police Chief Marcus Delacroix'],
  }),
  script({
    id: 'holdout-economy-wire-textile-plant-closing',
    topic: 'economy',
    title: 'Kestrel Textiles to close Carver Mills plant, lay off 340',
    location: 'Carver Mills, North Carolina',
    text: `Kestrel Textiles will lay off 340 workers and close its spinning plant on Industrial Parkway in Carver Mills by June 30, the company told state labor officials in a notice filed Friday, ending nearly 70 years of yarn production in a town where the mill was once the biggest employer and still pays about 18% of the county's property taxes.
      The company blamed rising cotton costs and cheaper imports.
      Workers will get eight weeks of severance pay.
      The plant was fined $42,000 by OSHA last year after a worker lost two fingers in a carding machine.
      The state will hold a job fair for laid-off workers April 9 at Carver Mills Community College.`,
  }),
  script({
    id: 'holdout-traffic-wire-tanker-rollover',
    topic: 'traffic',
    title: 'Gasoline tanker rollover shuts down I-71 for six hours',
    location: 'Bellweather, Ohio',
    text: `[VO: CHOPPER 4]
      A tanker truck hauling about 8,000 gallons of gasoline rolled over on the ramp from Interstate 71 to State Route 3 in Bellweather just after 5:30 a.m. Wednesday, spilling fuel across both lanes, sending the driver to the hospital and shutting down the interstate in both directions for more than six hours in the middle of the morning commute, the Ohio State Highway Patrol said.
      The driver, a 52-year-old man from Indiana, is in stable condition.
      "The ramp curves harder than people expect, and at that speed a full tanker just goes over," said Lt. Gary Ostrowski.
      All lanes reopened at 12:10 p.m.`,
    quotes: 1,
    speakers: ['Lt. Gary Ostrowski'],
  }),
  script({
    id: 'holdout-fire-apartment-rescue',
    topic: 'fire',
    title: 'Firefighters carry 78-year-old woman from burning apartment',
    location: 'Quarry Hill, Pennsylvania',
    text: `[VO]
      Firefighters carried a 78-year-old woman out of a burning apartment in Quarry Hill late Thursday, and doctors expect her to recover.
      The fire started around 9:40 p.m. on the third floor of the Birchwood Apartments at 1215 Mercer Avenue.
      [SOT: Battalion Chief Ramon Ellery, Quarry Hill Fire]
      "When we got to the door the smoke was already down to the floor, and she was lying just inside the hallway," said Battalion Chief Ramon Ellery.
      Neighbor Priya Castell heard the smoke alarm through the wall and called 911.
      [SOT: Priya Castell, neighbor]
      "I could hear her calling for help, but I couldn't get the door open," Castell said.
      Building manager Lou Franzetti said, "Every unit was inspected in January, and we are cooperating fully with the fire marshal."
      Ellery credits the alarm.
      "That smoke alarm is the reason she is alive tonight," Ellery said.
      The Red Cross is helping 14 families who can't go home yet. The cause is under investigation.`,
    quotes: 4,
    speakers: ['Battalion Chief Ramon Ellery', 'Castell', 'Lou Franzetti', 'Ellery'],
  }),
  script({
    id: 'holdout-government-water-rate-increase',
    topic: 'government',
    title: 'Sable Point raises water rates 12 percent for lead line work',
    location: 'Sable Point, Michigan',
    text: `Sable Point residents will pay more for water starting July 1.
      City commissioners voted Monday night to raise water rates 12 percent to help pay for a $9.6 million project replacing lead service lines.
      The average household bill will go up about $7.40 a month.  The city is also borrowing $3 million through an EPA loan program.
      “Nobody up here wanted to do this, but the pipes under this city are older than most of the people in this room,” said Commissioner Alma Rudnicki.
      Resident Derek Vance spoke against the increase during public comment.
      “A lot of us on Harbor Street are on fixed incomes, and we already can’t keep up,” Vance said.
      Rudnicki says the city will offer a discount of up to 30 percent for seniors and low-income households.
      “We hear you, and we are going to make sure the help gets to the people who need it,” Rudnicki said.
      Work starts on the north side in August.`,
    quotes: 3,
    speakers: ['Commissioner Alma Rudnicki', 'Vance', 'Rudnicki'],
  }),
  script({
    id: 'holdout-crime-car-break-ins',
    topic: 'crime',
    title: 'Police urge Willow Park residents to lock cars after 23 break-ins',
    location: 'Ferris Landing, South Carolina',
    text: `[vo: neighborhood video]
      Police in Ferris Landing want people in the Willow Park neighborhood to lock their cars after 23 break-ins in just two weeks.
      Most happened between midnight and 4 a.m. along Delmore Drive and Cutter Lane.
      [sot: Sgt. Keisha Brandt / Ferris Landing PD]
      "In almost every case the car was unlocked and something valuable was sitting right there on the seat," said Sgt. Keisha Brandt.
      Thieves took laptops, purses and at least two handguns.
      Tom Abernathy's doorbell camera caught a man trying door handles on his street at 2:17 a.m. last Friday.
      [sot: Tom Abernathy]
      "He went down the whole row like he was shopping," Abernathy said.
      Brandt says the department has added overnight patrols.
      "If you see somebody checking car doors at 3 in the morning, call us. That is what we are here for," Brandt said.`,
    quotes: 3,
    speakers: ['Sgt. Keisha Brandt', 'Abernathy', 'Brandt'],
  }),
  script({
    id: 'holdout-business-diner-50th',
    topic: 'business',
    title: 'Blue Kettle Diner celebrates 50 years on Main Street',
    location: 'Hatchet Creek, Montana',
    text: `The Blue Kettle Diner on Main Street in Hatchet Creek turned 50 on Saturday, and the line was out the door by 6 a.m.
      Owner Ruth Langston's parents opened the diner in 1975 with 11 stools and a borrowed griddle.
      [SOT: Ruth Langston, owner]
      "My dad used to say we would sell a thousand cups of coffee a day or die trying," Langston said.
      Waitress Bev Tolan has worked the counter for 31 years.
      [SOT: Bev Tolan, waitress]
      "I have poured coffee for grandparents, their kids and now their grandkids," Tolan said.
      Mayor Gil Oyelaran stopped by with a proclamation naming Saturday Blue Kettle Day.
      "This place is the living room of this whole town," said Mayor Gil Oyelaran.
      Coffee was 50 cents all day, the same price it was when the doors first opened.`,
    quotes: 3,
    speakers: ['Langston', 'Tolan', 'Mayor Gil Oyelaran'],
  }),
  script({
    id: 'holdout-sports-girls-basketball-semifinal',
    topic: 'sports',
    title: 'Lady Hawks rally past Fairmont Prairie, reach state final',
    location: 'Wren Hollow, Nebraska',
    text: `[VO: HIGHLIGHTS]
      The Wren Hollow girls are one win away from a state title.
      The Lady Hawks beat Fairmont Prairie 58-51 in Friday's Class C-1 semifinal after trailing by 9 at halftime.
      Junior guard Tessa Moorehouse led everybody with 24 points, including four 3-pointers, and she hit six straight free throws in the last 1:12.
      [SOT: Coach Darlene Fisk]
      "These girls never looked at the scoreboard. They just kept guarding and kept believing," Coach Darlene Fisk said.
      Wren Hollow, now 24-3, plays Bridger Lake for the championship Saturday at 1:30 p.m.`,
    quotes: 1,
    speakers: ['Coach Darlene Fisk'],
  }),
  script({
    id: 'holdout-sports-hockey-section-final',
    topic: 'sports',
    title: 'Miners win Section 7A title in double overtime',
    location: 'Copper Ridge, Minnesota',
    text: `Copper Ridge is going to state.
      The Miners beat Lake Aldous 4-3 in double overtime Thursday night to win the Section 7A title.
      Sophomore winger Nate Bergquist scored 6:48 into the second overtime, his third goal of the night, a hat trick. Goalie Eli Sandoval stopped 41 of 44 shots.
      Copper Ridge (19-8-1) makes its first state tournament appearance since 2009.
      The Miners face top-seeded St. Adler in the quarterfinals Wednesday at 11 a.m. Tickets are $14 for adults and $8 for students`,
  }),
  script({
    id: 'holdout-elections-mayor-race',
    topic: 'elections',
    title: 'Whitaker-Dunn unseats two-term Mayor Pell',
    location: 'Ashby Crossing, Virginia',
    text: `[LIVE]
      Ashby Crossing will have a new mayor in January.
      With all 9 precincts reporting, City Council member Lorraine Whitaker-Dunn beat two-term Mayor Howard Pell 4,812 votes to 3,967, about 54 percent to 45 percent. Write-in votes made up the rest.
      Turnout was 31 percent, up from 22 percent four years ago.
      Whitaker-Dunn spoke to supporters at the VFW hall on Court Street just after 10 p.m.
      [SOT: Lorraine Whitaker-Dunn]
      "People told us they wanted a city hall that answers the phone, and that is exactly what they are going to get," Whitaker-Dunn said.
      Pell conceded a few minutes later.
      "I called her and wished her well. This city is in good hands," Pell said.
      The results will be certified Nov. 14, and Whitaker-Dunn takes office Jan. 1.`,
    quotes: 2,
    speakers: ['Whitaker-Dunn', 'Pell'],
  }),
  script({
    id: 'holdout-government-council-rezoning-vote',
    topic: 'government',
    title: 'Council narrowly backs rezoning for distribution center',
    location: 'Bramwell, Tennessee',
    text: `The Bramwell City Council voted 5-4 Tuesday night to rezone 112 acres near Exit 38 off Interstate 40 for a $60 million distribution center.
      Northline Logistics says the project would bring about 450 jobs, with starting pay of $19.50 an hour.
      Vice Mayor Carla Estes cast the deciding vote.
      "We cannot keep telling our young people the good jobs are somewhere else," said Vice Mayor Carla Estes.
      Council member Joe Vickery voted no, saying Route 70 can't handle 600 more trucks a day.
      The rezoning still needs a second vote April 22 at 6 p.m. If it passes, construction could start this fall.`,
    quotes: 1,
    speakers: ['Vice Mayor Carla Estes'],
  }),
  script({
    id: 'holdout-courts-marina-arson-arraignment',
    topic: 'courts',
    title: 'Fired marina worker pleads not guilty to boathouse arson',
    location: 'Gilford Point, Maine',
    text: `A Gilford Point man pleaded not guilty Monday to setting the fire that destroyed the Harborview Marina boathouse last month.
      Shane Colburn, 31, was arraigned in Penobrook County Superior Court on one count of arson, a Class A crime, and two counts of aggravated criminal mischief.
      Investigators say Colburn was fired from the marina two weeks before the Sept. 18 fire, which did about $1.2 million in damage and destroyed 17 boats.
      "The evidence will show this was a deliberate act of revenge," said Assistant District Attorney Nina Halloway.
      "My client was home that night, and we intend to prove it," said defense attorney Peter Drummond.
      Judge Carolyn Stroud set bail at $75,000 cash. Colburn is due back in court Dec. 3.`,
    quotes: 2,
    speakers: ['Assistant District Attorney Nina Halloway', 'Peter Drummond'],
  }),
  script({
    id: 'holdout-courts-soccer-treasurer-sentence',
    topic: 'courts',
    title: 'Former youth soccer treasurer sentenced for stealing $212,640',
    location: 'Brackett Flats, Arizona',
    text: `[VO: COURTHOUSE EXT]
      A former treasurer for the Brackett Flats Youth Soccer League is going to prison for stealing from the league.
      Judge Alan Whitsett sentenced 46-year-old Monica Reyes-Farrow on Wednesday to two and a half years in prison, followed by 3 years of probation.
      She pleaded guilty in August to theft and fraudulent schemes. Prosecutors say she took $212,640 between 2019 and 2023 and spent it on vacations, a boat and car payments.
      [SOT: Tom Greer, league president]
      "Those were registration fees. Some families skipped other things so their kids could play," said league president Tom Greer.
      Reyes-Farrow must also pay back the full amount. She reports to the Department of Corrections on Nov. 4.`,
    quotes: 1,
    speakers: ['Tom Greer'],
  }),
  script({
    id: 'holdout-courts-bar-stabbing-verdict',
    topic: 'courts',
    title: 'Jury convicts man of aggravated battery in bar stabbing',
    location: 'Loma Serena, New Mexico',
    text: `A Loma Serena jury has found a 28-year-old man guilty of aggravated battery with a deadly weapon but not guilty of attempted murder.
      Jurors deliberated about six hours before returning the verdict Thursday afternoon against Dante Villareal.
      Prosecutors said Villareal stabbed a 34-year-old man three times outside the Copper Spur bar on Calle Luna on March 3, 2023, after an argument over a pool game.
      The victim spent 11 days in the hospital.
      Villareal faces up to 9 years in prison. Sentencing is set for Feb. 20 at 9 a.m. He remains in the Vista Roja County Detention Center without bond.`,
  }),
  script({
    id: 'holdout-weather-ice-storm-warning',
    topic: 'weather',
    title: 'Ice storm warning for Trask County through Thursday',
    location: 'Halvorsen, North Dakota',
    text: `[VO: WEATHER GRAPHICS]
      An ice storm warning is in effect for Halvorsen and all of Trask County from 6 p.m. Tuesday until noon Thursday.
      The National Weather Service expects a quarter to half an inch of ice, with wind gusts up to 45 mph. That is enough to bring down tree limbs and power lines.
      Temperatures will sit right around 28 degrees through Wednesday night.
      Travel could become impossible on Highway 2 and Interstate 29 by Wednesday morning.
      The city will open a warming shelter at the Halvorsen Civic Center, 410 Prairie Avenue, at 8 p.m. Tuesday.
      To report an outage, call Northern Plains Electric at 1-800-555-0199.`,
  }),
  script({
    id: 'holdout-traffic-bridge-closure-detour',
    topic: 'traffic',
    title: 'Highway 29 bridge over Tamarack River closes for summer',
    location: 'Kessling, Wisconsin',
    text: `Starting Monday, May 5, the Highway 29 bridge over the Tamarack River in Kessling will be closed to all traffic until Aug. 29.
      WisDOT crews are replacing the bridge deck in a $4.3 million project.
      Drivers heading east will be detoured south on County Road K, then east on Highway 45, and back onto Highway 29 at Exit 187. Westbound drivers will follow the same route in reverse.
      The detour adds about 11 miles, and drivers should expect delays of 10 to 15 minutes at rush hour.
      About 9,400 vehicles cross the bridge each day.
      The pedestrian walkway will stay open.`,
  }),
  script({
    id: 'holdout-business-grocery-opening',
    topic: 'business',
    title: 'Harvest Basket opens on Prairie Glen north side',
    location: 'Prairie Glen, Oklahoma',
    text: `[VO: STORE EXTERIOR]
      For the first time in three years, people on the north side of Prairie Glen will not have to drive 14 miles to buy groceries.
      Harvest Basket opens Wednesday at 7 a.m. at 2200 N. Cimarron Road, in the building that used to be the Save-Rite, which closed in 2021.
      The 28,000-square-foot store has hired 45 people, most of them from Prairie Glen.
      A $750,000 USDA grant helped cover the cost of remodeling the building.
      The first 100 customers will get a $25 gift card. Store hours are 7 a.m. to 10 p.m. every day.
      A ribbon cutting is set for 8:30 a.m.`,
  }),
  script({
    id: 'holdout-crime-brief-stolen-trailer',
    topic: 'crime',
    title: 'Trailer of landscaping equipment stolen from Commerce Drive lot',
    location: 'Mossley, Alabama',
    text: `Mossley police are looking for a white 16-foot flatbed trailer loaded with about $30,000 worth of mowers, trimmers and leaf blowers that was stolen over the weekend from Greenway Lawn Service.
      It was taken from a fenced lot at 918 Commerce Drive sometime between 6 p.m. Saturday and 7 a.m. Monday, and anyone who sees it is asked to call 256-555-0187.`,
  }),
  script({
    id: 'holdout-fire-brief-brush-fire',
    topic: 'fire',
    title: 'Brush fire near Dry Fork 75 percent contained',
    location: 'Dry Fork, Nevada',
    text: `Crews have a 40-acre brush fire near Dry Fork about 75 percent contained this morning after working through the night with help from two air tankers and about 60 firefighters from three agencies.
      No homes are threatened, but Route 227 is still closed between mile markers 12 and 18, and the Bureau of Land Management says the cause is under investigation.`,
  }),
  script({
    id: 'holdout-government-brief-library-sunday-hours',
    topic: 'government',
    title: 'Library brings back Sunday hours',
    location: 'Oakum Harbor, Oregon',
    text: `The Oakum Harbor library board voted 6-1 Tuesday night to bring back Sunday hours, 1 to 5 p.m., starting Jan. 7, using $38,000 from a state grant to cover the extra staff time after the hours were cut in 2020.
      "People asked for it at every single meeting, and we finally found a way to pay for it," board chair Iris Penhallow said.`,
    quotes: 1,
    speakers: ['Iris Penhallow'],
  }),
  script({
    id: 'holdout-schools-four-day-week',
    topic: 'schools',
    title: 'Chalmers Valley schools move to four-day week',
    location: 'Chalmers Valley, Idaho',
    text: `The Chalmers Valley School Board voted 4-1 Monday night to switch to a four-day school week starting next fall.
      Students will go Monday through Thursday, from 7:50 a.m. to 3:40 p.m., about 35 minutes longer each day. The district will offer optional Friday child care for $15 a day.
      District leaders say the change will save about $410,000 a year on buses, utilities and substitute teachers, and help them hire.
      "We lost 19 teachers last year to districts that already made this move," said Superintendent Ray Okafor.
      Trustee Linda Marsh cast the only no vote.
      "Working parents are going to be left scrambling every single Friday," Marsh said.
      The new calendar goes to the state for approval in March.`,
    quotes: 2,
    speakers: ['Superintendent Ray Okafor', 'Marsh'],
  }),
  script({
    id: 'holdout-health-measles-exposure',
    topic: 'health',
    title: 'Possible measles exposure at urgent care, grocery store',
    location: 'Linden Ferry, Vermont',
    text: `[VO: URGENT CARE EXTERIOR]
      State health officials are warning people who were at two places in Linden Ferry last week that they may have been exposed to measles.
      The exposures happened at Linden Ferry Urgent Care, 55 Orchard Road, on Oct. 14 between 2 and 6:30 p.m., and at Greenleaf Market on Route 100 on Oct. 15 from 10 a.m. to noon.
      Symptoms can show up 7 to 21 days after exposure and start with a high fever, cough and red, watery eyes, followed by a rash.
      According to the CDC, two doses of the MMR vaccine are about 97% effective.
      "If you think you have symptoms, call your doctor before you walk into a clinic or an ER," said Dr. Helen Fairbanks, the state epidemiologist.
      A free vaccine clinic will run Saturday from 9 a.m. to 1 p.m. at Linden Ferry High School.`,
    quotes: 1,
    speakers: ['Dr. Helen Fairbanks'],
  }),
];
