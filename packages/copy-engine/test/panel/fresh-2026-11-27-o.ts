import { script } from '../corpus/script';
import type { CorpusScript } from '../corpus/script';

/**
 * Fresh scripts for a blind test, set O: long one-sentence wire ledes, multi-speaker stories
 * with surname-only second references, sports results, vote tallies, court and crime stories,
 * weather and traffic, community, business, schools and health items, quote-free stories and
 * two-sentence briefs. Every person, place, business and figure is invented.
 */
export const freshScriptsO: CorpusScript[] = [
  script({
    id: 'fresh15-business-wire-grocery-coop',
    topic: 'business',
    title: 'Quillfort grocery co-op to open second store on east side',
    location: 'Quillfort, Wisconsin',
    text: `The Harrowgate Community Grocery Co-op, a member-owned market that has operated out of a former hardware store on Larch Street in Quillfort since 1994, will open a second, 18,000-square-foot store in the vacant Benfield Plaza on the city's east side next fall, bringing about 40 new jobs to a neighborhood that has gone without a full-service grocery for six years, co-op leaders said Thursday.
      The $5.8 million project is being paid for with member loans and a state grant.
      The co-op has about 7,100 member households.
      Construction is expected to begin in March.`,
  }),
  script({
    id: 'fresh15-government-wire-boil-advisory',
    topic: 'government',
    title: 'Boil-water advisory for about 3,400 Brackenholt homes after main break',
    location: 'Brackenholt, Pennsylvania',
    text: `About 3,400 homes and businesses in Brackenholt were placed under a boil-water advisory early Wednesday after a 16-inch water main that runs beneath Tolliver Road ruptured shortly after 2 a.m., flooding two blocks, buckling the pavement and dropping water pressure across much of the borough's north end, prompting crews to shut off service to several streets while they made repairs, the Brackenholt Municipal Authority said.
      The advisory is expected to last at least 48 hours.
      Residents should boil tap water for one minute before drinking it or using it to cook.
      Bottled water is available at the borough building on Main Street until 7 p.m.`,
  }),
  script({
    id: 'fresh15-fire-wire-apartment-fire',
    topic: 'fire',
    title: 'Fire displaces 22 residents of Lindquist Falls apartment building',
    location: 'Lindquist Falls, Minnesota',
    text: `A fire that started in a second-floor kitchen tore through a three-story apartment building on Orcutt Avenue in Lindquist Falls late Monday night, sending two residents to the hospital with smoke inhalation and leaving 22 people, including eight children, without a place to stay as overnight temperatures dropped into the single digits, according to Lindquist Falls Fire Chief Renata Vosburgh.
      Both residents taken to the hospital were treated and released.
      The Red Cross is helping the displaced families with food, clothing and hotel rooms.
      The cause of the fire is under investigation.`,
  }),
  script({
    id: 'fresh15-health-wire-birthing-unit',
    topic: 'health',
    title: 'Corvale hospital to end labor and delivery services Jan. 31',
    location: 'Corvale, Alabama',
    text: `Pell County Medical Center, the only hospital in a rural county of about 19,000 people, will stop delivering babies Jan. 31 after struggling for more than a year to recruit obstetricians and nurses, a decision that will force expectant mothers in Corvale and surrounding towns to travel as far as 55 miles to give birth, hospital administrators said Tuesday.
      The hospital delivered 142 babies last year.
      Prenatal and postpartum care will continue at its outpatient clinic.
      Administrators said the emergency room will remain open around the clock.`,
  }),
  script({
    id: 'fresh15-economy-wire-plant-layoffs',
    topic: 'economy',
    title: 'Tambridge cabinet plant to lay off 185 workers',
    location: 'Tambridge, North Carolina',
    text: `Strathmore Cabinetry, which has made kitchen and bathroom cabinets at its plant off Hobson Mill Road in Tambridge for nearly 50 years, will lay off 185 of its roughly 420 workers beginning in late January, citing a steep drop in new home construction and rising lumber costs, according to a notice the company filed with the state Commerce Department on Friday.
      The layoffs are expected to be permanent.
      The company said affected workers will receive severance pay and help finding new jobs.
      Strathmore is one of the largest private employers in Dunley County.`,
  }),
  script({
    id: 'fresh15-community-wire-trail-grant',
    topic: 'community',
    title: 'Pellham Ferry gets $1.9 million to finish riverfront trail',
    location: 'Pellham Ferry, Maine',
    text: `The town of Pellham Ferry has received a $1.9 million federal grant to finish the last 2.3-mile section of the Ashby River Trail, a paved walking and biking path that will eventually link the town's downtown to Corbin Point State Park, closing a gap that has forced cyclists onto a narrow stretch of Route 9 for more than a decade, town officials announced Monday.
      Work on the final section is expected to start in the spring.
      The town will put up about $400,000 in matching money.`,
  }),
  script({
    id: 'fresh15-government-speakers-landfill-expansion',
    topic: 'government',
    title: 'Arrowcreek commissioners split over landfill expansion',
    location: 'Arrowcreek, Oklahoma',
    text: `Harlan County commissioners are divided over a plan to expand the county landfill north of Arrowcreek by 60 acres.
      Commission Chairman Dwight Kesselring says the landfill will run out of room in about four years without the expansion.
      "We either grow the landfill we have, or we start trucking our trash to another county and paying a lot more to do it," Kesselring said.
      Commissioner Luanne Pardee, whose district includes the homes closest to the site, wants the county to study other options first.
      "People out there already live with the smell and the trucks every day, and they deserve a real answer before we make it bigger," Pardee said.
      The commission is expected to vote on the plan Dec. 15.`,
  }),
  script({
    id: 'fresh15-schools-speakers-phone-ban',
    topic: 'schools',
    title: 'Mosswood Center schools weigh all-day cellphone ban',
    location: 'Mosswood Center, Virginia',
    text: `Mosswood Center Public Schools is considering a rule that would require middle and high school students to keep their cellphones locked in pouches for the entire school day.
      Superintendent Gloria Fenwright told the school board Monday that teachers spend too much class time fighting for students' attention.
      "Our teachers are telling us the phones are winning, and that is not a fight we should ask them to keep having alone," Fenwright said.
      Parent Tobias Reinholt said he supports limits during class but worries about emergencies.
      "If something happens at that school, I want my daughter to be able to reach me," Reinholt said.
      Fenwright said the pouches would cost the district about $62,000.
      The board is expected to vote next month.`,
  }),
  script({
    id: 'fresh15-community-speakers-park-renaming',
    topic: 'community',
    title: 'Hartsell Cove park to be renamed for longtime youth coach',
    location: 'Hartsell Cove, Washington',
    text: `Bayview Park in Hartsell Cove will be renamed for Eugene Maddox, a retired mail carrier who coached youth baseball and softball there for 38 years.
      Parks Director Celia Ambrose said the city received more than 900 letters and emails supporting the change.
      "Just about every family in this town has a kid who learned to throw a ball from Gene Maddox," Ambrose said.
      Maddox, who is 81, said he was surprised by the honor.
      "I just showed up every spring because I loved it, and I never expected anything like this," Maddox said.
      A dedication ceremony is planned for April.`,
  }),
  script({
    id: 'fresh15-sports-football-playoff',
    topic: 'sports',
    title: 'Greyling Point routs Harwell 35-14 to reach Class A semifinals',
    location: 'Greyling Point, Montana',
    text: `Greyling Point beat Harwell 35-14 Friday night to advance to the Class A football semifinals for the first time since 2011.
      Senior running back Micah Oyelaran ran for 187 yards and three touchdowns for the Timberwolves, who led 21-0 at halftime.
      Quarterback Dane Halvorsen threw for two more scores.
      Greyling Point, now 11-1, will play unbeaten Copperton next Friday.`,
  }),
  script({
    id: 'fresh15-sports-college-basketball',
    topic: 'sports',
    title: 'Dunmere College holds off Saint Ansel 78-71',
    location: 'Ashcombe, Pennsylvania',
    text: `Dunmere College beat Saint Ansel University 78-71 Saturday in Ashcombe, snapping a three-game losing streak.
      Junior guard Priya Castellanos scored 24 points and hit four 3-pointers for the Bobcats, who never trailed in the second half.
      Saint Ansel cut the lead to two with just over a minute left, but Dunmere made six straight free throws to close it out.
      The Bobcats are now 4-3 this season.`,
  }),
  script({
    id: 'fresh15-elections-council-leaf-blowers',
    topic: 'elections',
    title: 'Fallowmere council votes 7-2 to phase out gas leaf blowers',
    location: 'Fallowmere, Massachusetts',
    text: `The Fallowmere City Council voted 7-2 Tuesday night to phase out gas-powered leaf blowers within city limits by 2028.
      Under the ordinance, homeowners could keep using gas blowers until then, but landscaping companies would have to switch to electric models by April 2027.
      Councilors Mitchell Dray and Yvonne Castellucci cast the two no votes, saying the timeline was too short for small businesses.
      The city plans to offer rebates of up to $150 to help residents buy electric blowers.`,
  }),
  script({
    id: 'fresh15-elections-library-levy',
    topic: 'elections',
    title: 'Calloway Ford voters approve library levy',
    location: 'Calloway Ford, Ohio',
    text: `Voters in Calloway Ford approved a five-year property tax levy for the Calloway Ford Public Library on Tuesday, 4,812 to 3,977, according to unofficial results from the Brannock County Board of Elections.
      The 1.2-mill levy is expected to raise about $1.1 million a year.
      Library Director Marisol Whitcomb said the money will keep all three branches open on Sundays and pay for a new bookmobile.
      The same levy failed by 214 votes last year.`,
  }),
  script({
    id: 'fresh15-crime-arrest-chase',
    topic: 'crime',
    title: 'Sunderly man arrested after chase through two neighborhoods',
    location: 'Sunderly, Arizona',
    text: `Sunderly police arrested a 34-year-old man early Sunday after a chase that began with a traffic stop on Mesquite Boulevard and ended when his pickup truck hit a utility pole.
      Police say Trent Albright of Sunderly drove off when an officer tried to stop him for speeding just after 1 a.m.
      Albright is charged with unlawful flight from law enforcement, criminal damage and driving on a suspended license.
      No one was hurt, but about 600 homes lost power for several hours.`,
  }),
  script({
    id: 'fresh15-courts-clerk-plea',
    topic: 'courts',
    title: 'Former Wexton Bay town clerk pleads guilty to stealing $186,000',
    location: 'Wexton Bay, Louisiana',
    text: `A former Wexton Bay town clerk pleaded guilty Thursday to stealing more than $186,000 in town money over six years.
      Prosecutors say 57-year-old Darlene Thibodeaux wrote checks from a town account to pay her own credit card bills and personal loans.
      Thibodeaux pleaded guilty in Delacroix Parish District Court to one count of theft over $25,000 and one count of malfeasance in office.
      She faces up to 20 years in prison when she is sentenced Feb. 19.
      As part of the plea deal, she has agreed to pay the money back.`,
  }),
  script({
    id: 'fresh15-weather-freezing-rain',
    topic: 'weather',
    title: 'Freezing rain advisory for Brisco Notch area through Thursday morning',
    location: 'Brisco Notch, New Hampshire',
    text: `The National Weather Service has issued a freezing rain advisory for the Brisco Notch area from 7 p.m. Wednesday until 10 a.m. Thursday.
      Forecasters say up to a quarter-inch of ice could build up on roads, trees and power lines, especially at higher elevations.
      Drivers should expect slick conditions during the Thursday morning commute.
      Temperatures are expected to climb into the 40s by Thursday afternoon.`,
  }),
  script({
    id: 'fresh15-traffic-tanker-crash',
    topic: 'traffic',
    title: 'Overturned tanker closes Route 38 near Milbourne Station',
    location: 'Milbourne Station, Georgia',
    text: `A stretch of State Route 38 near Milbourne Station is closed in both directions after a tanker truck carrying corn syrup overturned Tuesday morning.
      The Georgia State Patrol says the driver was taken to the hospital with minor injuries.
      Traffic is being detoured onto Pruitt Church Road.
      Crews expect the road to stay closed until at least 4 p.m.`,
  }),
  script({
    id: 'fresh15-business-brief-bakery-closing',
    topic: 'business',
    title: 'Penrose Lake bakery to close after 41 years',
    location: 'Penrose Lake, Idaho',
    text: `Kowalczyk's Bakery, a fixture on Front Street in downtown Penrose Lake since 1984, will close for good Dec. 23 when its owners, Stan and Irene Kowalczyk, retire.
      The couple said they tried for two years to find a buyer but could not find anyone willing to take on the early hours.`,
  }),
  script({
    id: 'fresh15-schools-robotics-team',
    topic: 'schools',
    title: 'Thistlewood robotics team heads to national championship',
    location: 'Thistlewood, Iowa',
    text: `A robotics team from Thistlewood Middle School has qualified for a national championship in April.
      The six-member team, called the Gearheads, took first place at a regional competition in Marrowfield on Saturday against 38 other teams.
      Their robot was built to sort and stack recycled materials.
      The team needs to raise about $14,000 to pay for travel and entry fees.`,
  }),
  script({
    id: 'fresh15-health-brief-measles-exposure',
    topic: 'health',
    title: 'Possible measles exposure at Orrin Springs urgent care',
    location: 'Orrin Springs, New Mexico',
    text: `State health officials say anyone who visited the QuickMend Urgent Care on Alameda Drive in Orrin Springs between 3 p.m. and 6 p.m. on Nov. 20 may have been exposed to measles.
      People who are not vaccinated and develop a fever or rash within 21 days are asked to call their doctor before going in.`,
  }),
];
