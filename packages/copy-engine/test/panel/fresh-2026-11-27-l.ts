import { script } from '../corpus/script';
import type { CorpusScript } from '../corpus/script';

/**
 * Fresh scripts for a blind test, set L: long one-sentence wire ledes, multi-speaker stories
 * with surname-only second references, sports results, vote tallies, court and crime stories,
 * weather and traffic, quote-free stories and two-sentence briefs. Every person, place,
 * business and figure is invented.
 */
export const freshScriptsL: CorpusScript[] = [
  script({
    id: 'fresh12-business-wire-tool-die-expansion',
    topic: 'business',
    title: 'Corrander Tool and Die to add 85 jobs in Ashmore Flats expansion',
    location: 'Ashmore Flats, Wisconsin',
    text: `Corrander Tool and Die, a family-owned maker of precision parts for farm equipment that has operated on Kessel Street in Ashmore Flats since 1961, will add 85 jobs over the next two years under a $6.4 million expansion approved by the county's development board, which agreed to waive property taxes on the new building for 10 years, company officials said Thursday.
      The 40,000-square-foot addition on the east side of the plant is expected to open in late 2027.
      Most of the new jobs are machinist and welding positions paying $24 to $31 an hour.
      The company now employs about 210 people.`,
  }),
  script({
    id: 'fresh12-traffic-wire-bridge-closure',
    topic: 'traffic',
    title: 'Route 9 bridge over Lanning River to close for five months starting Jan. 12',
    location: 'Pell Crossing, Pennsylvania',
    text: `The Route 9 bridge over the Lanning River between Pell Crossing and Dunmore Hollow, a 72-year-old steel truss span that carries about 11,000 vehicles a day, will close to all traffic for at least five months starting Jan. 12 for deck and beam repairs, forcing drivers onto a 14-mile detour through Orrin Gap, state transportation officials said Tuesday.
      Emergency vehicles will be allowed across a single lane during the work.
      The $8.7 million project is scheduled to finish by mid-June.
      A public meeting on the detour is set for Dec. 8 at Pell Crossing Town Hall.`,
  }),
  script({
    id: 'fresh12-schools-wire-elementary-closings',
    topic: 'schools',
    title: 'Merriwell district to close two elementary schools in June',
    location: 'Merriwell, California',
    text: `The Merriwell Unified School District, which has seen enrollment fall by nearly 900 students over the past decade, will close two of its seven elementary schools at the end of this school year, moving about 420 children to three nearby buildings and saving an estimated $2.1 million a year, Superintendent Lorna Beckwith said Wednesday.
      Thistle Lane and Orchard Hill elementary schools will close in June.
      The school board approved the plan last month.
      No teachers will lose their jobs, district officials said.`,
  }),
  script({
    id: 'fresh12-health-wire-maternity-unit',
    topic: 'health',
    title: 'Saint Aldric Regional Medical Center to stop delivering babies March 1',
    location: 'Quillby, Arkansas',
    text: `Saint Aldric Regional Medical Center, the largest hospital in Tolliver County and one of its biggest employers, will stop delivering babies on March 1 after struggling for two years to hire enough nurses and doctors for its maternity unit, forcing expectant mothers to travel about 45 miles to Granger Falls to give birth, hospital officials said Monday.
      The unit delivered 312 babies last year.
      The 14 nurses who work there will be offered other jobs in the hospital.
      Prenatal care will continue at the hospital's clinic on Fairlie Road.`,
  }),
  script({
    id: 'fresh12-government-wire-library-reopening',
    topic: 'government',
    title: 'Hessler Memorial Library reopens Monday after mold repairs',
    location: 'Brisco Landing, Louisiana',
    text: `The Hessler Memorial Library, a 1912 Carnegie-style building on Vane Street in downtown Brisco Landing that closed in August after inspectors found mold in its basement, will reopen Monday with new heating and ventilation systems, a renovated children's room and longer evening hours on weekdays, city officials said Friday.
      The repairs cost about $780,000.
      Library cards that expired while the building was closed will be renewed automatically.
      The library will stay open until 8 p.m. Monday through Thursday.`,
  }),
  script({
    id: 'fresh12-fire-wire-warehouse-fire',
    topic: 'fire',
    title: 'Fire destroys vacant furniture warehouse in Calder Point',
    location: 'Calder Point, Maine',
    text: `Fire destroyed a vacant furniture warehouse on the north side of Calder Point early Sunday, sending a column of black smoke over the city that could be seen for miles and forcing police to close four blocks of Tamsin Avenue for most of the day while crews from five departments fought the flames, Fire Chief Owen Radley said.
      No one was hurt.
      The building, which once housed Lathrop Furniture, had been empty since 2021.
      The cause is under investigation.`,
  }),
  script({
    id: 'fresh12-government-speakers-truck-stop',
    topic: 'government',
    title: 'Neighbors pack hearing on proposed truck stop near Fennimore Glen',
    location: 'Fennimore Glen, Idaho',
    text: `A proposed truck stop at the corner of Highway 20 and Dawes Road drew more than 150 people to a Fennimore Glen Planning Commission hearing Tuesday night.
      Neighbors said the 24-hour business would bring noise, diesel fumes and heavy traffic to a quiet stretch of farmland.
      "We moved out here for the dark skies and the quiet, and this would take both of them away," said Carla Ostby, who lives about a quarter-mile from the site.
      Martin Pruett, a spokesman for developer Hollin Fuel Centers, said the project would create about 60 jobs and bring in roughly $400,000 a year in local taxes.
      "We've heard the concerns about lighting, and we're prepared to change the plan," Pruett said.
      Ostby said neighbors plan to keep fighting the project.
      The commission is expected to vote Dec. 16.`,
  }),
  script({
    id: 'fresh12-schools-speakers-four-day-week',
    topic: 'schools',
    title: 'Tarrow Creek parents, teachers split on four-day school week',
    location: 'Tarrow Creek, Oklahoma',
    text: `Parents and teachers in the Tarrow Creek School District are split over a plan to move to a four-day school week next fall.
      Superintendent Dale Hemmings said the change would help the district hire and keep teachers, who can earn up to $8,000 more a year in neighboring districts.
      "A four-day week is one thing we can offer that the bigger districts can't," Hemmings said.
      Parent Renata Quayle said working families would struggle to find child care on Mondays.
      "I can't take every Monday off, and neither can most of the parents I know," Quayle said.
      The school board will vote on the plan in January.`,
  }),
  script({
    id: 'fresh12-business-speakers-farmers-market-move',
    topic: 'business',
    title: 'Linnet Bay Farmers Market moving to Wexley Park next spring',
    location: 'Linnet Bay, Washington',
    text: `The Linnet Bay Farmers Market will move from its longtime home in the Harbor Street parking lot to Wexley Park next spring, ending a 22-year run on the waterfront.
      Market manager Sophie Dunaway said the lot is being sold for a housing development and the park offers more room and shade.
      "We'll have space for 80 vendors instead of 55, and there's a playground right there for families," Dunaway said.
      Elias Marchetti, who has sold honey and beeswax candles at the market for 15 years, said he worries some regular customers won't follow.
      "A lot of my customers are older folks who walk down from the apartments on Harbor Street," Marchetti said.
      Dunaway said the market will run a free shuttle from the waterfront on Saturdays.`,
  }),
  script({
    id: 'fresh12-sports-football-semifinal',
    topic: 'sports',
    title: 'Halvering beats Pike Ridge 28-21 in double overtime, reaches state final',
    location: 'Halvering, Ohio',
    text: `The Halvering Hornets are headed to the Division IV state championship game after beating Pike Ridge 28-21 in double overtime Friday night.
      Senior quarterback Tyrese Almond threw a 9-yard touchdown pass to Caleb Fenstrom on the Hornets' second overtime possession, and the defense stopped Pike Ridge on fourth down at the 3-yard line to end the game.
      Almond finished with 246 yards passing and three touchdowns.
      Halvering, 13-1, will face unbeaten Marlow Heights for the title Dec. 6 at Stallard Stadium in Everwood.`,
  }),
  script({
    id: 'fresh12-sports-womens-basketball',
    topic: 'sports',
    title: 'Thibodeaux scores 31 as Wendell Plains State beats Ashgrove 84-77',
    location: 'Wendell Plains, South Dakota',
    text: `Maya Thibodeaux scored 31 points, including six 3-pointers, and Wendell Plains State beat Ashgrove College 84-77 on Saturday night for its fifth straight win.
      The Ravens trailed by 11 points early in the third quarter before going on a 19-4 run.
      Thibodeaux also had eight rebounds and five assists.
      "We just kept telling each other to get stops and the shots would come," Thibodeaux said.
      Wendell Plains State, 6-1, hosts Bramwell on Tuesday.`,
  }),
  script({
    id: 'fresh12-elections-council-parking-ban',
    topic: 'elections',
    title: 'Ombray council votes 4-3 for winter overnight parking ban downtown',
    location: 'Ombray, Minnesota',
    text: `The Ombray City Council voted 4-3 Monday night to ban overnight parking on downtown streets from Nov. 15 through March 31 so plows can clear snow.
      Mayor Frances Kilmer cast the deciding vote.
      Opponents said people who live in downtown apartments have few other places to park.
      Violators will face a $40 fine and could be towed.
      The ban takes effect Dec. 15.`,
  }),
  script({
    id: 'fresh12-elections-sales-tax-measure',
    topic: 'elections',
    title: 'Sedgely Falls voters narrowly approve sales tax for road repairs',
    location: 'Sedgely Falls, Colorado',
    text: `Voters in Sedgely Falls narrowly approved a half-cent sales tax increase to pay for road repairs, according to final results released Wednesday by the county clerk.
      The measure passed 5,412 to 5,198, a margin of 214 votes, or about 2 percentage points.
      The tax is expected to raise about $3.6 million a year for 10 years.
      It takes effect April 1, raising the city's sales tax rate to 8.4%.`,
  }),
  script({
    id: 'fresh12-courts-treasurer-sentenced',
    topic: 'courts',
    title: 'Former youth soccer treasurer gets three years for stealing $182,000',
    location: 'Brantwell, Virginia',
    text: `A former Brantwell youth soccer league treasurer was sentenced Thursday to three years in prison for stealing more than $182,000 from the league over six years.
      Deborah Linscott, 52, pleaded guilty in September to embezzlement.
      Prosecutors said she used the money to pay her mortgage and credit card bills and to take family vacations.
      Circuit Judge Alan Whitcomb also ordered her to repay the full amount.
      "These were dollars parents scraped together so their kids could play," Whitcomb said.`,
  }),
  script({
    id: 'fresh12-crime-car-break-ins-arrest',
    topic: 'crime',
    title: 'Lostwater man arrested in string of apartment car break-ins',
    location: 'Lostwater, Florida',
    text: `Lostwater police have arrested a 24-year-old man in connection with a string of car break-ins at three apartment complexes over the past month.
      Jordan Pellam of Lostwater was arrested Tuesday after an officer saw him pulling on car door handles in the parking lot of the Cypress Run Apartments on Dunning Boulevard shortly after 2 a.m., police said.
      He is charged with 14 counts of burglary of a vehicle and one count of grand theft.
      Police said they recovered two laptops, a handgun and several purses from his car.
      Pellam was being held in the Sawgrass County Jail on $75,000 bond.`,
  }),
  script({
    id: 'fresh12-weather-ice-storm-outages',
    topic: 'weather',
    title: 'Ice storm knocks out power to more than 9,000 around Pendry Springs',
    location: 'Pendry Springs, Missouri',
    text: `Freezing rain coated roads, trees and power lines across the Pendry Springs area overnight, knocking out power to more than 9,000 customers.
      Meadowlark Electric Cooperative said crews hope to restore power to most homes by Thursday evening, but some rural customers could be without electricity into the weekend.
      The National Weather Service has issued an ice storm warning through 6 p.m. Wednesday, with up to a half-inch of ice expected.
      Pendry Springs schools are closed Wednesday.`,
  }),
  script({
    id: 'fresh12-traffic-semi-spill',
    topic: 'traffic',
    title: 'Jackknifed semi spills frozen chicken, closes State Road 46 near Dellaway',
    location: 'Dellaway, Indiana',
    text: `All eastbound lanes of State Road 46 east of Dellaway were closed for about four hours Monday morning after a semitrailer jackknifed and spilled its load of frozen chicken across the highway.
      Indiana State Police said the driver, a 58-year-old man from Ohio, suffered minor injuries.
      Traffic was diverted onto county roads until the lanes reopened shortly before noon.
      Police said the driver was cited for driving too fast for conditions.`,
  }),
  script({
    id: 'fresh12-business-brief-bakery-closing',
    topic: 'business',
    title: "Pruitt's Bakery to close Dec. 31 after 47 years",
    location: 'Halloway Cove, New Hampshire',
    text: `Pruitt's Bakery, a fixture on Main Street in Halloway Cove for 47 years, will close for good on Dec. 31.
      Owners Glen and Marjorie Pruitt said they are retiring and could not find a buyer for the business.`,
  }),
  script({
    id: 'fresh12-health-brief-blood-drive',
    topic: 'health',
    title: 'Blood drive Thursday at Alderbrook Heights Recreation Center',
    location: 'Alderbrook Heights, Utah',
    text: `High Desert Blood Services will hold a blood drive from noon to 6 p.m. Thursday at the Alderbrook Heights Recreation Center, where organizers hope to collect at least 70 units.
      Donors must be at least 16 years old and weigh at least 110 pounds, and each will receive a $10 grocery gift card.`,
  }),
  script({
    id: 'fresh12-schools-robotics-title',
    topic: 'schools',
    title: 'Corvallen Middle School team wins national robotics competition',
    location: 'Corvallen, Montana',
    text: `Six eighth-graders from Corvallen Middle School have won a national robotics competition.
      The team's robot, built mostly from recycled bicycle parts, beat 112 other teams in the middle school division last weekend.
      The students will split a $15,000 scholarship prize.
      "They stayed after school nearly every day since August," said coach Ramona Fitch, who teaches science at the school.`,
  }),
];
