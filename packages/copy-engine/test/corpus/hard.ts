import { script } from './script';
import type { CorpusScript } from './script';

/**
 * Harder scripts: one-sentence wire ledes of about 60 words, two or three speakers with surname-only
 * second references, scores, vote tallies, pleas and sentences, two-sentence briefs, breaking news
 * next to scheduled news, acronyms said as words (NATO, HARTA) and letter by letter (FBI, EPA),
 * figures a producer left as digits (Exit 7, 11 officers) and numbers inside quotations as the
 * speaker said them ("18 hundred units"). Every person, place and figure is invented.
 */
export const hardScripts: CorpusScript[] = [
  script({
    id: 'hard-fire-breaking-warehouse',
    topic: 'fire',
    title: 'Fire breaks out at Depot Street lumber warehouse',
    location: 'Redstone Junction, Colorado',
    text: `[LIVE: BREAKING NEWS]
      Breaking news right now in Redstone Junction, where a fire has just broken out at a lumber warehouse on Depot Street.
      The first call came in minutes ago, at 4:52 p.m., and heavy black smoke can be seen across the east side of town.
      [VO: SKY CAM]
      Firefighters from three departments are on the way. Police are closing Depot Street between First and Fifth avenues.
      We do not know yet whether anyone was inside.
      If you live nearby, keep your windows shut and stay away from the area.
      We have a crew headed there now and will bring you more as soon as we have it.`,
  }),
  script({
    id: 'hard-fire-house-fire-neighbor',
    topic: 'fire',
    title: 'Neighbor wakes family as fire spreads',
    location: 'Alder Bay, Washington',
    text: `Two children and their grandmother escaped a house fire in Alder Bay early Saturday after a neighbor pounded on their door and woke them up.
      The fire started in the garage of the home on Spruce Lane just before 3 a.m. and spread into the kitchen.
      [SOT: Fire Chief Dana Ruiz]
      "Thirty more seconds and we would be talking about a very different outcome," said Fire Chief Dana Ruiz.
      The neighbor, 27-year-old Tyler Okonkwo, saw the flames while he was letting his dog out.
      "I just kept banging on the door and yelling until the lights came on," Okonkwo said.
      Ruiz said, "Nobody in that house had a working smoke alarm, and that is the part that keeps me up at night."
      Investigators believe an overloaded power strip started the fire. The Red Cross is helping the family.`,
    quotes: 3,
    speakers: ['Fire Chief Dana Ruiz', 'Okonkwo', 'Ruiz'],
  }),
  script({
    id: 'hard-crime-carjacking-chase',
    topic: 'crime',
    title: 'Carjacking suspect caught after three-town chase',
    location: 'Harmon Springs, Kansas',
    text: `A 19-year-old man accused of carjacking a delivery driver at gunpoint outside a Harmon Springs grocery store on Kellogg Avenue Tuesday night led officers on a 20-minute chase through three small towns before he crashed the stolen van into a utility pole on Route 9 and was arrested as he ran toward a nearby cornfield, Harmon Springs police said Wednesday.
      The driver, who was not hurt, told officers the man demanded his keys and his phone.
      Police Capt. Brenda Ashworth said the suspect, Jalen Pruitt of Corrigan, faces charges of aggravated robbery, fleeing police and possession of a stolen vehicle.
      "He put a lot of people at risk on that highway, and we are lucky nobody was killed," Ashworth said.
      Pruitt is being held in the Harmon County jail on a $250,000 bond.`,
    quotes: 1,
    speakers: ['Ashworth'],
  }),
  script({
    id: 'hard-crime-fbi-bank-robberies',
    topic: 'crime',
    title: 'FBI hunts man who robbed two banks in an hour',
    location: 'Millbrook Falls, Georgia',
    text: `[VO]
      The FBI is now leading the search for a man who robbed two banks in Millbrook Falls in less than an hour Monday morning.
      Investigators say he passed a note to a teller at Piedmont Community Bank on Lee Street at 9:15 a.m., then hit a First Southern branch on Highway 41 about 40 minutes later.
      He got away with an undisclosed amount of cash both times.
      [SOT: Special Agent Lorna Whitcomb, FBI]
      "This is someone who has done this before, and we think someone out there recognizes him," said FBI Special Agent Lorna Whitcomb.
      The FBI is offering a reward of up to $10,000 for information that leads to an arrest.
      The man is described as white, in his 40s, with a gray beard and a red baseball cap.`,
    quotes: 1,
    speakers: ['FBI Special Agent Lorna Whitcomb'],
  }),
  script({
    id: 'hard-courts-fuel-theft-plea',
    topic: 'courts',
    title: 'Former road supervisor pleads guilty to fuel theft',
    location: 'Tolliver, Kentucky',
    text: `A former Tolliver County road supervisor pleaded guilty Thursday to stealing county fuel and selling it to private contractors.
      Forty-four-year-old Wade Hensley admitted to one count of theft by unlawful taking over $10,000 and one count of official misconduct.
      In exchange, prosecutors dropped 16 other charges and will recommend a five-year sentence, with all but 18 months probated.
      Prosecutors say Hensley sold more than 9,000 gallons of diesel over three years.
      "He treated the county fuel tank like his own personal bank account," said Commonwealth's Attorney Janelle Price.
      Defense attorney Rob Castellano said, "My client has taken responsibility, and he has already paid back a large part of what he took."
      Sentencing is set for March 12. Hensley must also repay the county $31,400.`,
    quotes: 2,
    speakers: ["Commonwealth's Attorney Janelle Price", 'Rob Castellano'],
  }),
  script({
    id: 'hard-courts-dui-sentence',
    topic: 'courts',
    title: 'Drunken driver gets 12 years for fatal crash',
    location: 'Sawyer Creek, Iowa',
    text: `A Sawyer Creek man who killed a motorcyclist while driving drunk will spend 12 years in prison.
      Judge Harriet Lindqvist handed down the sentence Tuesday to 36-year-old Curtis Mayhew, who pleaded guilty in October to homicide by vehicle while intoxicated.
      Investigators say Mayhew's blood alcohol level was 0.19 percent, more than twice the legal limit, when his pickup crossed the center line on Highway 30 last June.
      The crash killed 58-year-old Linda Faber, a retired nurse from Sawyer Creek.
      Mayhew must serve at least 8 years before he can be considered for parole, and he will lose his license for life.`,
  }),
  script({
    id: 'hard-courts-arraignment-brief',
    topic: 'courts',
    title: 'Not guilty plea in truck arson case',
    location: 'Bellhaven, South Carolina',
    text: `A Bellhaven woman charged with setting fire to her ex-boyfriend's truck pleaded not guilty at her arraignment this morning.
      Thirty-one-year-old Kiara Benton is due back in court Jan. 14 and remains free on a $15,000 bond.`,
  }),
  script({
    id: 'hard-weather-flash-flood',
    topic: 'weather',
    title: 'Flash flooding strands drivers in Marlow Ridge',
    location: 'Marlow Ridge, Alabama',
    text: `Flash flooding from nearly four inches of rain in three hours swamped low-lying streets across Marlow Ridge on Sunday evening, stranding at least a dozen drivers, forcing the rescue of a family of five from the roof of their car on Creekside Drive and sending water into the basements of more than 60 homes, emergency officials said Monday.
      "We had people driving around barricades, and that is how you end up on the roof of your car," said Emergency Management Director Curtis Boyd.
      "That is close to a 100-year rainfall for this part of the county," said Hannah Reyes, a meteorologist with the National Weather Service.
      No one was seriously hurt.
      More storms are possible Tuesday afternoon, and a flood watch remains in effect until 7 p.m.`,
    quotes: 2,
    speakers: ['Emergency Management Director Curtis Boyd', 'Hannah Reyes'],
  }),
  script({
    id: 'hard-weather-frost-brief',
    topic: 'weather',
    title: 'Frost advisory overnight',
    location: 'Ketterly, Nebraska',
    text: `A frost advisory is in effect from 1 a.m. to 9 a.m. Thursday for Ketterly and the rest of the Platte Bend Valley.
      Bring potted plants inside tonight and cover anything tender in the garden.`,
  }),
  script({
    id: 'hard-government-water-main-boil',
    topic: 'government',
    title: 'Water main break brings boil-water advisory',
    location: 'Dunmore Heights, Ohio',
    text: `[VO]
      A water main break on Cullen Avenue has left about 3,200 homes and businesses in Dunmore Heights under a boil-water advisory.
      The 16-inch main burst just after 5 a.m., flooding the road and knocking out water pressure across the north side.
      Public Works Director Andrea Feldman says crews have isolated the break and expect to finish repairs by this evening.
      [SOT: Andrea Feldman, Public Works Director]
      "Once the pipe is fixed, we still have to flush the lines and get two clean samples back from the lab before we can lift the advisory," Feldman said.
      Until then, boil tap water for at least one minute before drinking it, cooking with it or brushing your teeth.
      Feldman said the advisory will likely last through Thursday.
      Cullen Avenue is closed between Oak and Ninth streets.`,
    quotes: 1,
    speakers: ['Feldman'],
  }),
  script({
    id: 'hard-traffic-scheduled-repaving',
    topic: 'traffic',
    title: 'Overnight Highway 41 closures start Monday',
    location: 'Pine Hollow, Wisconsin',
    text: `Drivers in Pine Hollow will want to plan ahead next week.
      Starting Monday at 7 p.m., the state Department of Transportation will close the northbound lanes of Highway 41 between Exit 7 and Exit 12 for repaving.
      The work is scheduled overnight only, from 7 p.m. to 6 a.m., and should wrap up by the end of the month, weather permitting.
      Traffic will be detoured onto County Road K and Maple Street.
      [MAP: DETOUR]
      "We picked overnight hours so commuters and school buses are not affected," said project engineer Luis Ortega.
      Message boards along the highway will post the closures ahead of time.`,
    quotes: 1,
    speakers: ['Luis Ortega'],
  }),
  script({
    id: 'hard-traffic-harta-bus-cuts',
    topic: 'traffic',
    title: 'HARTA cuts service on four bus routes',
    location: 'Harmon Springs, Kansas',
    text: `HARTA is cutting bus service on four routes starting next month, and riders on the west side will feel it most.
      The Harmon Area Regional Transit Authority says it cannot find enough drivers. It has 41 openings right now.
      Routes 3, 8, 14 and 22 will run every 40 minutes instead of every 20 on weekdays.
      "We would rather run a schedule we can keep than promise buses that never show up," said HARTA General Manager Denise Kowalczyk.
      The agency is offering a $3,000 signing bonus to new drivers.
      Its six new electric buses, paid for in part with an EPA clean-bus grant, will stay on the busiest downtown routes.`,
    quotes: 1,
    speakers: ['HARTA General Manager Denise Kowalczyk'],
  }),
  script({
    id: 'hard-government-nato-guard',
    topic: 'government',
    title: 'Guard battalion heads to NATO exercise',
    location: 'Alder Bay, Washington',
    text: `About 140 soldiers from the Alder Bay armory leave Friday for a NATO training exercise in Poland.
      The soldiers, from the National Guard's 3rd Engineer Battalion, will spend six weeks working alongside troops from nine other NATO countries.
      Last spring the same unit helped the EPA clean up a chemical spill on the Alder River.
      [SOT: Lt. Col. Marcus Heller, Battalion Commander]
      "Our job is to show up ready, and these soldiers are ready," said Lt. Col. Marcus Heller.
      A send-off ceremony is planned for 9 a.m. Friday at the armory on Harbor Road. The public is welcome.`,
    quotes: 1,
    speakers: ['Lt. Col. Marcus Heller'],
  }),
  script({
    id: 'hard-health-epa-lead-lines',
    topic: 'health',
    title: 'EPA money to replace lead water lines',
    location: 'Corrigan, New Mexico',
    text: `Corrigan will get $4.2 million from the EPA to replace lead water lines under about 900 homes.
      The city estimates 2,300 homes still get their water through lead service lines, most of them built before 1950.
      Utilities Manager Sofia Navarro says the EPA grant covers the first phase.
      "Lead in drinking water is not something we can ask families to live with for another decade," Navarro said.
      Homeowners on the list will get a letter this spring. The work is free to them.`,
    quotes: 1,
    speakers: ['Navarro'],
  }),
  script({
    id: 'hard-health-measles-cases',
    topic: 'health',
    title: 'Four measles cases confirmed in Bellhaven',
    location: 'Bellhaven, South Carolina',
    text: `Health officials in Bellhaven have confirmed four cases of measles, the first in the county since 2019.
      All four are children from the same household, and none had been vaccinated, according to the county health department.
      "Measles is one of the most contagious diseases we know of, and one case can become dozens very quickly," said Health Director Dr. Priya Raman.
      Anyone who visited the emergency room at Bellhaven General on Nov. 3 between 2 p.m. and 6 p.m. may have been exposed.
      "If your child is behind on shots, this is the week to catch up," said Dr. Owen Tate, a pediatrician in Bellhaven.
      The health department is holding a free vaccine clinic Saturday from 10 a.m. to 2 p.m.`,
    quotes: 2,
    speakers: ['Health Director Dr. Priya Raman', 'Dr. Owen Tate'],
  }),
  script({
    id: 'hard-health-maternity-closing',
    topic: 'health',
    title: 'Marlow Ridge hospital to stop delivering babies',
    location: 'Marlow Ridge, Alabama',
    text: `Marlow Ridge Regional Medical Center will stop delivering babies on June 30, the hospital announced Wednesday, citing a shortage of obstetric nurses and a steep drop in births that will leave expectant mothers in the rural northern end of the county facing drives of more than an hour to the nearest labor and delivery unit in Oakmont or Farley.
      The hospital delivered 212 babies last year, down from almost 400 a decade ago.
      Chief Nursing Officer Marian Akers says the unit has tried for two years to hire nurses without success.
      Prenatal care will continue at the hospital's clinic.
      "A mother in labor should not have to drive 70 miles," said state Rep. Howard Lyle, who represents the area.`,
    quotes: 1,
    speakers: ['Rep. Howard Lyle'],
  }),
  script({
    id: 'hard-economy-stamping-plant-closing',
    topic: 'economy',
    title: 'Stamping plant to close, 412 jobs lost',
    location: 'Sawyer Creek, Iowa',
    text: `Kessler Automotive Components will close its Sawyer Creek stamping plant by the end of March and lay off all 412 hourly and salaried workers there, the company told state officials in a notice filed Tuesday, the second major plant closing in Greer County this year and the largest since the meatpacking plant in nearby Oxbow shut down in 2019.
      The company blamed falling orders from two automakers and rising steel costs.
      "These are people who have given this plant 20 and 30 years, and they found out from a letter taped to the break room door," said Ray Dunbar, president of Local 1187.
      Company spokeswoman Ellen Stroh said, "This was a difficult decision, and we will offer severance and help with job placement to every employee."
      The state workforce office plans a job fair for the workers next month.`,
    quotes: 2,
    speakers: ['Ray Dunbar', 'Ellen Stroh'],
  }),
  script({
    id: 'hard-economy-housing-shortage',
    topic: 'economy',
    title: 'Study finds Ketterly short 1,800 homes',
    location: 'Ketterly, Nebraska',
    text: `Ketterly needs far more housing than it is building, according to a study released today by the city's planning office.
      The study finds the city is short about 1,800 homes, and that only 240 new units were permitted last year.
      Median rent has climbed 31 percent in five years, to $1,450 a month.
      "We need 18 hundred units just to catch up, and that is before anybody new moves to town," said Planning Director Gabriel Fontaine.
      Council member Tess Albright said, "Nobody should have to spend half their paycheck on rent, and right now about one in three renters here does."
      The council takes up a zoning change next Tuesday that would allow duplexes in more neighborhoods.`,
    quotes: 2,
    speakers: ['Planning Director Gabriel Fontaine', 'Tess Albright'],
  }),
  script({
    id: 'hard-business-grocery-closing',
    topic: 'business',
    title: 'East side loses its only full grocery store',
    location: 'Tolliver, Kentucky',
    text: `The only full-service grocery store in east Tolliver will close for good on Saturday.
      Harvest Fresh Market on Ridge Avenue has served the neighborhood for 26 years.
      The owner says sales fell after a discount chain opened two miles away, and the store lost money three years in a row.
      About 35 people work there. Some will be offered jobs at the company's other store in Morehead Springs.
      The city says it is talking with two grocers about the building, but no deal has been reached.
      Until then, the nearest grocery store for many east side families will be more than three miles away.`,
  }),
  script({
    id: 'hard-business-coffee-brief',
    topic: 'business',
    title: 'Coffee chain coming to Main Street',
    location: 'Redstone Junction, Colorado',
    text: `A Denver-area coffee chain plans to open its first Redstone Junction shop next spring in the former bank building at Main and Third.
      Bluebird Roasters says the shop will hire about 20 people.`,
  }),
  script({
    id: 'hard-sports-tigers-conference-title',
    topic: 'sports',
    title: 'Tigers beat Central for conference title',
    location: 'Millbrook Falls, Georgia',
    text: `[VO: HIGHLIGHTS]
      The Tigers beat Central 28-14 Friday night to win their first conference title since 2009.
      Senior running back DeShawn Miller ran for 187 yards and two touchdowns, including a 64-yard run on the first play of the second half.
      Central cut the lead to 21-14 early in the fourth quarter, but Millbrook Falls answered with an 11-play scoring drive.
      [SOT: Coach Terry Vance]
      "I told them at halftime, nobody is taking this from you unless you hand it to them," said Coach Terry Vance.
      Miller said, "The line did all the work. I just had to run where they told me."
      The Tigers, now 9-1, open the state playoffs at home next Friday against Eastside.`,
    quotes: 2,
    speakers: ['Coach Terry Vance', 'Miller'],
  }),
  script({
    id: 'hard-sports-state-title-overtime',
    topic: 'sports',
    title: 'Lady Hawks win state title in overtime',
    location: 'Pine Hollow, Wisconsin',
    text: `The Pine Hollow Lady Hawks are state champions.
      They beat Lakeshore 61-57 in overtime Saturday in the Division 3 final.
      Junior guard Emma Lindgren scored 11 of her 24 points in overtime.
      "We have been talking about this since we were in fourth grade," Lindgren said.
      Lakeshore led by nine points with three minutes left in regulation before Pine Hollow closed on a 12-3 run.
      "They never once looked at the scoreboard like it was over," said head coach Karen Fisk.
      Athletic Director Paul Decker said, "The whole town is going to be at the school when that bus pulls in tonight."
      The team returns home this evening, and a parade is planned for Sunday at 2 p.m.`,
    quotes: 3,
    speakers: ['Lindgren', 'Karen Fisk', 'Athletic Director Paul Decker'],
  }),
  script({
    id: 'hard-sports-soccer-brief',
    topic: 'sports',
    title: 'Alder Bay FC wins home opener',
    location: 'Alder Bay, Washington',
    text: `The Alder Bay FC women won their home opener Saturday, beating Cascade United 3-1 in front of 2,140 fans.
      Forward Nia Bello scored twice in the first 20 minutes.`,
  }),
  script({
    id: 'hard-elections-mayor-results',
    topic: 'elections',
    title: 'Tafoya unseats Harwick in Corrigan mayor race',
    location: 'Corrigan, New Mexico',
    text: `Corrigan has a new mayor.
      City Council member Rosa Tafoya defeated two-term Mayor Glen Harwick with 52 percent of the vote, according to unofficial results from the county clerk.
      Tafoya received 12,700 votes to Harwick's 11,240. A third candidate, Ben Ulibarri, got about 3 percent.
      Turnout was 38 percent, up from 29 percent four years ago.
      "This city voted for change, and I intend to deliver it starting on day one," Tafoya said at her election night party.
      Harwick conceded just after 11 p.m. "The voters have spoken, and I wish Mayor-elect Tafoya well," Harwick said.
      Tafoya takes office Jan. 1.`,
    quotes: 2,
    speakers: ['Tafoya', 'Harwick'],
  }),
  script({
    id: 'hard-elections-school-bond',
    topic: 'elections',
    title: 'Sawyer Creek voters approve school bond',
    location: 'Sawyer Creek, Iowa',
    text: `Voters in the Sawyer Creek Community School District approved a $48 million bond issue Tuesday to build a new high school.
      The measure passed with 61.4 percent of the vote, clearing the 60 percent supermajority the state requires for school bonds by fewer than 100 votes.
      The final count was 4,212 yes votes to 2,648 no votes.
      It was the third try in five years. Bond votes in 2021 and 2023 fell short, at 54 percent and 58 percent.
      Property taxes will rise by about $11 a month on a home valued at $200,000.
      Construction could start in the spring of 2027.`,
  }),
  script({
    id: 'hard-elections-recount-ordered',
    topic: 'elections',
    title: 'Hand recount ordered in District 4 council race',
    location: 'Marlow Ridge, Alabama',
    text: `A county canvassing board on Friday ordered a hand recount in the race for the District 4 seat on the Marlow Ridge City Council after certified results showed challenger Aaron Pettis ahead of Councilwoman Lydia Greer by just 17 votes out of more than 6,300 cast, a margin well inside the half-percentage-point threshold that triggers an automatic recount under state law.
      The recount begins Monday morning at the county election office and is open to the public.
      "Every ballot will be looked at by a human being, and both campaigns will have observers in the room," said Probate Judge Carla Whitmore, who chairs the board.
      Pettis said he is confident the result will hold.
      Greer said, "Seventeen votes is not a mandate, and I owe it to my supporters to see this through."`,
    quotes: 2,
    speakers: ['Probate Judge Carla Whitmore', 'Greer'],
  }),
  script({
    id: 'hard-schools-lincoln-closing',
    topic: 'schools',
    title: 'Board votes to close Lincoln Elementary',
    location: 'Dunmore Heights, Ohio',
    text: `The Dunmore Heights school board voted 5-2 Monday night to close Lincoln Elementary at the end of the school year.
      The building is 94 years old and needs an estimated $14 million in repairs, including a new roof and boiler.
      Its 260 students will move to Garfield and Roosevelt elementary schools in the fall.
      [SOT: Superintendent Mark Ellison]
      "Nobody on this board wanted to close a neighborhood school, but we cannot put children in a building with a failing boiler," said Superintendent Mark Ellison.
      Dozens of parents packed the meeting. "You are taking the heart out of this neighborhood," said parent Lashonda Greene.
      Board member Tom Keegan voted no. "We should have asked the voters for the repair money before we gave up on that building," Keegan said.
      Ellison said the district will hold transition meetings for families in March.`,
    quotes: 3,
    speakers: ['Superintendent Mark Ellison', 'Lashonda Greene', 'Keegan'],
  }),
  script({
    id: 'hard-schools-bus-driver-shortage',
    topic: 'schools',
    title: 'Bus driver shortage means late arrivals',
    location: 'Harmon Springs, Kansas',
    text: `Some Harmon Springs students will be getting to school late for at least the next two weeks.
      The district is short 14 bus drivers, so eight routes will run as double runs, with drivers making two trips each morning.
      That means about 600 students on the south side could arrive as much as 25 minutes after the first bell.
      The district says those students will not be marked tardy and will still get breakfast.
      Anyone with a commercial driver's license who wants to help can apply at the district office on Elm Street.`,
  }),
  script({
    id: 'hard-government-budget-tax-rate',
    topic: 'government',
    title: 'Bellhaven council passes budget with tax increase',
    location: 'Bellhaven, South Carolina',
    text: `The Bellhaven City Council voted 6-1 late Tuesday to approve a $212 million budget for the coming fiscal year that raises the property tax rate by 2 cents, adds 11 police officers and eight firefighters, and sets aside $4.5 million to repave roughly 30 miles of streets, ending a month of heated debate over how to pay for a fast-growing city's needs.
      The tax increase will cost the owner of a $250,000 home about $50 more a year.
      Councilman Derek Oyelaran cast the only no vote.
      "We are asking families to pay more when groceries and rent are already squeezing them," Oyelaran said.
      Mayor Faye Whitlock said, "This budget puts officers on the street and fixes the roads people complain to me about every single day."
      The budget takes effect July 1.`,
    quotes: 2,
    speakers: ['Oyelaran', 'Mayor Faye Whitlock'],
  }),
];
