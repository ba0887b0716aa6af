import { script } from '../corpus/script';
import type { CorpusScript } from '../corpus/script';

/**
 * Fresh scripts for a blind test, set I: wire ledes, multi-speaker stories with surname-only
 * second references, sports results, vote tallies, court and crime stories, quote-free stories,
 * two-sentence briefs, a weather alert and a business story. Every person, place, business and
 * figure is invented.
 */
export const freshScriptsI: CorpusScript[] = [
  script({
    id: 'fresh9-fire-wire-pallet-yard',
    topic: 'fire',
    title: 'Pallet yard fire closes Route 418 and sends smoke over south Ellisford',
    location: 'Ellisford, Alabama',
    text: `A fire at Sunder Creek Pallet Recycling, a 12-acre yard stacked with wooden pallets on the south edge of Ellisford, burned out of control for most of Saturday, sending thick smoke over three neighborhoods, forcing the closure of State Route 418 for six hours and leaving crews from nine departments rotating in and out of the heat, the county emergency management director said Sunday.
      Two firefighters were treated for heat exhaustion.
      Crews were still putting out hot spots Sunday afternoon.
      The cause is under investigation.`,
  }),
  script({
    id: 'fresh9-health-wire-boil-advisory',
    topic: 'health',
    title: 'Cask Street main break puts 7,200 Penhurst Mills customers under boil advisory',
    location: 'Penhurst Mills, West Virginia',
    text: `A 24-inch water main under Cask Street, one of the oldest lines in the Penhurst Mills system, broke early Thursday, draining a storage tank, dropping water pressure across the east side of town and leaving about 7,200 homes and businesses under a boil-water advisory that could last through the weekend, city utility officials said.
      Residents should boil tap water for at least one minute before drinking it or cooking with it.
      Free bottled water is being handed out at Penhurst Mills Middle School from 8 a.m. to 8 p.m.`,
  }),
  script({
    id: 'fresh9-economy-wire-grocery-closing',
    topic: 'economy',
    title: 'Tobbin Falls to lose its only grocery store Jan. 17',
    location: 'Tobbin Falls, Kansas',
    text: `Greaves Family Market, the only full-service grocery store in Tobbin Falls, will close for good Jan. 17 after 52 years in business, leaving the town's 3,100 residents a 25-mile drive to the nearest supermarket and putting 38 people out of work, the store's owners said Tuesday.
      The owners blamed rising wholesale costs and a shrinking customer base.
      A discount store on Sumner Street will be the only place left in town to buy food.`,
  }),
  script({
    id: 'fresh9-schools-wire-bus-routes',
    topic: 'schools',
    title: 'Driver shortage forces Pinemarsh schools to combine six bus routes',
    location: 'Lodell, Wisconsin',
    text: `The Pinemarsh School District, a rural district covering 340 square miles of farmland and forest in Lodell County, will combine six of its 22 bus routes starting Monday because it cannot find enough drivers, forcing about 450 students to catch the bus as much as 40 minutes earlier, district officials said Wednesday.
      The district has five openings for drivers.
      Starting pay is $21.50 an hour.`,
  }),
  script({
    id: 'fresh9-government-speakers-skate-park',
    topic: 'government',
    title: 'Mirefield approves $1.4 million skate park on Juniper Street',
    location: 'Mirefield, Utah',
    text: `Mirefield will build its first public skate park next summer after the City Council approved the $1.4 million project Tuesday night.
      The 15,000-square-foot park will go on an empty lot next to the Juniper Street pool.
      "Right now, kids are skating in a bank parking lot because they have nowhere else to go," said Parks and Recreation Director Solveig Ambrosetti.
      Ambrosetti said about a third of the money will come from private donations.
      Retired bus mechanic Harlow Dennison-Pike, who lives across the street from the lot, asked the council to set closing hours and add lights.
      "I'm not against the kids, I'm against skateboards at midnight," Dennison-Pike said.
      The park will be open from 7 a.m. to 10 p.m.`,
  }),
  script({
    id: 'fresh9-health-speakers-naloxone-machines',
    topic: 'health',
    title: 'Free naloxone vending machines open at three Drumlin Falls sites',
    location: 'Drumlin Falls, Pennsylvania',
    text: `Free naloxone, the drug that reverses opioid overdoses, is now available from vending machines at three spots in Drumlin Falls: the public library, the bus station and a laundromat on Weyland Street.
      "Anybody can walk up, press a button and walk away with two doses, no questions asked," said Dr. Ottoline Varga-Benning, director of the Sessex County Health Department.
      Varga-Benning said the county recorded 47 overdose deaths last year, down from 63 the year before.
      Sessex County Sheriff Lucius Gantry said deputies have carried naloxone since 2017 and used it 112 times last year.
      "Most of the time, a family member has already given the first dose by the time we get there," Gantry said.
      The machines were paid for with $96,000 from the county's share of a state opioid settlement.`,
  }),
  script({
    id: 'fresh9-schools-speakers-welding-lab',
    topic: 'schools',
    title: 'Rushwater High opens welding lab, first trade program since 2009',
    location: 'Rushwater, Louisiana',
    text: `Rushwater High School will open a welding lab in January, its first trade program since the school's auto shop closed in 2009.
      The $820,000 lab has 16 welding booths and was paid for with a state workforce grant and a donation from Tidewell Fabrication.
      "We've got jobs open right now that start at $26 an hour, and we can't fill them," said Amos Delacroix-Webb, the owner of Tidewell Fabrication.
      Principal Verona Tallwood said 73 students signed up for 32 spots.
      "We had to hold a lottery, and I hated telling kids no," Tallwood said.
      Jubal Ferreira, a 17-year-old senior who got one of the spots, said his father and uncle are both welders.
      "Now I finally get to learn it at school," Ferreira said.`,
  }),
  script({
    id: 'fresh9-sports-hockey-windlow-upset',
    topic: 'sports',
    title: 'Ekholt-Brandt scores twice as Windlow upsets No. 12 Carrick Bay',
    location: 'Windlow, New Hampshire',
    text: `Rasmus Ekholt-Brandt scored two goals and assisted on another as Windlow College upset No. 12 Carrick Bay 4-2 on Friday night.
      His second goal, a power-play wrist shot with 6:14 left in the third period, broke a 2-2 tie.
      Goaltender Declan Oyama-Price made 37 saves for the Gulls.
      Windlow improves to 8-3-1, and Carrick Bay falls to 9-4.
      The two teams meet again Saturday at 7 p.m.`,
  }),
  script({
    id: 'fresh9-sports-soccer-state-final',
    topic: 'sports',
    title: "Achterberg's double-overtime winner gives Caddel Point girls state soccer title",
    location: 'Caddel Point, Connecticut',
    text: `The Caddel Point Comets beat the Haddon Ridge Stallions 2-1 in double overtime Saturday to win the Division II girls soccer state championship.
      Junior forward Rosalind Achterberg scored both goals, including the winner off a corner kick in the 104th minute.
      Goalkeeper Nell Saavedra-Croft made eight saves.
      The Comets finish the season 21-2-1.
      Haddon Ridge ends at 18-4.`,
  }),
  script({
    id: 'fresh9-elections-tally-village-dissolution',
    topic: 'elections',
    title: 'Orlan Mills voters choose to dissolve village, 412 to 388',
    location: 'Orlan Mills, New York',
    text: `Voters in Orlan Mills decided Tuesday to dissolve their village government and merge into surrounding Fallcrest Township, 412 to 388, according to unofficial results from the Wexcombe County Board of Elections.
      That is about 51% to 49%.
      The village, founded in 1874, has its own mayor, a five-member board and a two-officer police department.
      Supporters said dissolving would cut village property taxes by about 18%.
      The village will formally go out of existence Dec. 31, 2027, when the township takes over road work and police patrols.`,
  }),
  script({
    id: 'fresh9-government-tally-solar-farm',
    topic: 'government',
    title: 'Sedley County supervisors approve 1,200-acre solar farm, 5 to 2',
    location: 'Pruett Crossing, Virginia',
    text: `The Sedley County Board of Supervisors voted 5 to 2 Thursday night to approve a 1,200-acre solar farm east of Pruett Crossing.
      Supervisors Wendell Aukamp and Rosamund Ibarra-Kell voted no, saying the project would take too much farmland out of production.
      The developer, Luminor Fields Energy, will pay the county about $1.3 million a year in taxes and fees over 35 years.
      The farm is expected to make enough electricity for about 40,000 homes.
      More than 200 people attended the hearing, which lasted five hours.`,
  }),
  script({
    id: 'fresh9-courts-sentence-motorcyclist-crash',
    topic: 'courts',
    title: 'Vellum Grove man gets nine years for drunken crash that killed nurse',
    location: 'Vellum Grove, Colorado',
    text: `A Vellum Grove man was sentenced Monday to nine years in prison for a drunken-driving crash that killed a motorcyclist last spring.
      Tristan Okafor-Doyle, 28, pleaded guilty in September to vehicular homicide and driving under the influence.
      Prosecutors said his blood alcohol level was 0.19, more than twice the legal limit, when his car crossed the center line on Hatchet Ridge Road on April 11.
      The crash killed Renata Szabelski, 54, a nurse at Vellum Grove Medical Center who was riding home from an overnight shift.
      District Judge Horatio Blessingame also suspended Okafor-Doyle's driver's license for 15 years.`,
  }),
  script({
    id: 'fresh9-crime-arrest-catalytic-converters',
    topic: 'crime',
    title: 'Three arrested in thefts of catalytic converters from 60 vehicles',
    location: 'Saddleton, Texas',
    text: `Canterlow County deputies have arrested three people they say stole catalytic converters from more than 60 vehicles over the past four months.
      Dashiell Quayle, 33, Brynn Halvorsen-Tate, 26, and Emilio Ravensworth, 41, each face charges of felony theft and engaging in organized criminal activity.
      Investigators say the group targeted church vans, school buses and delivery trucks parked overnight in Saddleton and two neighboring towns.
      Deputies found 23 converters and a battery-powered saw in a storage unit on Kessel Road on Tuesday.
      All three are being held on $75,000 bond each.`,
  }),
  script({
    id: 'fresh9-economy-noquote-jobless-rate',
    topic: 'economy',
    title: 'Grisbeck County unemployment falls to record-low 3.4%',
    location: 'Grisbeck, South Dakota',
    text: `Grisbeck County's unemployment rate fell to 3.4% in October, the lowest since the state began keeping county-level figures in 1990, according to numbers released Friday.
      That is down from 4.1% a year ago.
      About 1,150 more people in the county had jobs than last October.
      Most of the new jobs were in warehousing and health care.
      The statewide rate held steady at 3.9%.`,
  }),
  script({
    id: 'fresh9-schools-noquote-phone-pouches',
    topic: 'schools',
    title: 'Tessmont students to lock phones in pouches starting Jan. 5',
    location: 'Tessmont, New Jersey',
    text: `Middle and high school students in the Tessmont Public Schools will have to lock their cellphones in magnetic pouches for the whole school day starting Jan. 5, after the school board voted 6-1 Monday night.
      The district will spend about $48,000 on pouches for its 3,900 students in grades six through 12.
      The pouches can be unlocked only at stations by the exits at dismissal.
      Parents who need to reach a child during the day will have to call the school office.
      In a district survey, 71% of teachers supported the ban.`,
  }),
  script({
    id: 'fresh9-government-noquote-shelter-fees',
    topic: 'government',
    title: 'Crowded Rellford County shelter waives adoption fees through Dec. 14',
    location: 'Rellford, Oklahoma',
    text: `The Rellford County Animal Shelter is waiving adoption fees through Dec. 14 after taking in more dogs than it has kennels.
      The shelter on Dobbin Road has 88 dogs in space built for 60, and some are sleeping in crates in the hallway.
      Adoption fees are normally $85 for dogs and $40 for cats.
      Every animal is spayed or neutered, vaccinated and microchipped before it goes home.
      The shelter is open from noon to 6 p.m., Tuesday through Saturday.`,
  }),
  script({
    id: 'fresh9-traffic-brief-two-way-street',
    topic: 'traffic',
    title: 'Nettlefield Avenue switches to two-way traffic Monday',
    location: 'Denholt, North Dakota',
    text: `Two blocks of Nettlefield Avenue in downtown Denholt will switch from one-way to two-way traffic Monday morning, part of a $3.2 million project meant to slow drivers and make room for sidewalk dining.
      Drivers should watch for new four-way stops at Cooper and Vine streets, and parking on the west side of the avenue will be off-limits until the work wraps up in May.`,
  }),
  script({
    id: 'fresh9-business-brief-brewery-taproom',
    topic: 'business',
    title: 'Sixpenny Hollow Brewing to open taproom in old Marchbank Theater',
    location: 'Cardle Falls, Idaho',
    text: `Sixpenny Hollow Brewing will open a taproom Dec. 6 in the old Marchbank Theater on Front Street in Cardle Falls, adding about 20 jobs and keeping the theater's 1920s marquee lit for the first time in a decade.
      The brewery, which started in a former feed store in 2019, will sell pints for $6.50 and keep its original site open for canning and distribution.`,
  }),
  script({
    id: 'fresh9-weather-alert-high-wind',
    topic: 'weather',
    title: 'High wind warning for Harrier Plains Thursday morning to early Friday',
    location: 'Sparrowick, New Mexico',
    text: `A high wind warning is in effect for Sparrowick and the rest of the Harrier Plains from 10 a.m. Thursday until 4 a.m. Friday.
      Forecasters expect sustained winds of 35 to 45 mph, with gusts up to 70 mph.
      Drivers of trucks, campers and other high-profile vehicles should stay off State Highway 9 between Sparrowick and Pinto Wells until the warning ends.
      The county has banned all outdoor burning through Saturday.
      Prairieline Electric Cooperative says it will have extra crews on standby for outages.`,
  }),
  script({
    id: 'fresh9-business-ski-resort-lift',
    topic: 'business',
    title: 'Copperwhistle Mountain season pass sales up 14%, new $6.3 million lift coming',
    location: 'Brenlow, Vermont',
    text: `Copperwhistle Mountain Resort has sold 11,400 season passes ahead of its Dec. 12 opening, up 14% from last year, and will spend $6.3 million on a new high-speed chairlift next summer.
      Revenue for the fiscal year that ended in April rose 9% to $28.7 million.
      The six-seat lift will replace a 1978 double chair and cut the ride to the summit from 13 minutes to five.
      An adult season pass costs $589.99 if bought before Dec. 1, up 7% from $549.99 last year.
      The resort plans to hire about 310 seasonal workers at a starting wage of $18 an hour.`,
  }),
];
