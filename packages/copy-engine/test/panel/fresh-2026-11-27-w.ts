import { script } from '../corpus/script';
import type { CorpusScript } from '../corpus/script';

/**
 * Fresh scripts for a blind test, set W: long wire ledes, quoted speakers, sports results, vote tallies, police and court copy, and short briefs. Every person, place, business and figure is invented.
 */
export const freshScriptsW: CorpusScript[] = [
  script({
    id: 'fresh23-business-grocery-closing',
    topic: 'business',
    title: 'Longtime grocery chain to close last three stores',
    location: 'Hadley Crossing, Kansas',
    text: `Pruitt's Market, a grocery chain founded in Hadley Crossing in 1958 that once ran 22 stores across three states, will close its last three locations by the end of January, company president Walter Pruitt said Wednesday, adding that rising wholesale costs and competition from discount chains had made the business impossible to sustain, leaving about 190 workers looking for jobs.
      The stores will hold clearance sales beginning Monday.
      Pharmacy records will be transferred to Linwood Drug on Sixth Street.
      The state workforce office plans a job fair for affected employees on Dec. 16.`,
  }),
  script({
    id: 'fresh23-health-wire-lede-emergency-room',
    topic: 'health',
    title: 'Rural hospital to end overnight emergency care',
    location: 'Corbin Flats, Nebraska',
    text: `Starting Feb. 1, the emergency room at Sandhill Valley Hospital, the only hospital within 60 miles of Corbin Flats, will close each night from 11 p.m. to 7 a.m., hospital officials said Tuesday, citing a shortage of doctors and nurses for overnight shifts, forcing patients with late-night emergencies to travel to Marlow County Medical Center about an hour away.
      The hospital treated about 2,300 overnight emergency patients last year.
      Ambulance crews will take critical patients directly to Marlow County.
      Hospital leaders say they hope to restore round-the-clock care within 18 months.`,
  }),
  script({
    id: 'fresh23-weather-wire-lede-ice-storm',
    topic: 'weather',
    title: 'Ice storm knocks out power to thousands',
    location: 'Greer Hollow, Arkansas',
    text: `An ice storm that coated Greer Hollow and much of Tenbrook County with up to half an inch of ice snapped tree limbs and power lines across the region, knocking out electricity to more than 18,000 customers by sunrise Sunday, according to Ozark Ridge Electric Cooperative spokeswoman Tamara Lindqvist, who said rural customers could be without power until Wednesday.
      Warming centers are open at the Greer Hollow Civic Center and First Baptist Church on Walnut Street.
      Crews from four neighboring utilities arrived Sunday afternoon to help.
      Officials urge drivers to stay off back roads, where downed lines remain a hazard.`,
  }),
  script({
    id: 'fresh23-economy-wire-lede-home-prices',
    topic: 'economy',
    title: 'Home prices climb as listings shrink',
    location: 'Sutter Lake, Colorado',
    text: `The median price of a single-family home in the Sutter Lake area climbed to $487,000 in October, up 9 percent from a year ago, a record for October, the Sutter Valley Association of Realtors said Thursday, noting that the number of homes for sale fell to 312, pushing buyers into bidding wars and sending first-time shoppers to smaller towns.
      Homes sold in an average of 19 days.
      A year ago, the typical listing stayed on the market for 34 days.
      Mortgage rates averaged about 6.4 percent during the month.`,
  }),
  script({
    id: 'fresh23-schools-quotes-four-day-week',
    topic: 'schools',
    title: 'District weighs switch to four-day school week',
    location: 'Ransom Gap, Oklahoma',
    text: `The Ransom Gap School District is considering a four-day school week starting next fall, and parents packed the high school cafeteria Monday night to weigh in.
      Superintendent Marcus Delaney, 56, said the change could help the district hire and keep teachers.
      "We lost 14 teachers last spring, and nine of them went to districts with a four-day week," Delaney said.
      Parent Shonda Whitlock, 38, said she worries about child care on Fridays.
      "I work five days a week, and my kids would be home alone one of them," she said.
      Delaney said the board will vote on the plan Jan. 13.`,
  }),
  script({
    id: 'fresh23-traffic-quotes-speed-cameras',
    topic: 'traffic',
    title: 'City to add speed cameras near schools',
    location: 'Bellamy Park, Maryland',
    text: `Drivers who speed past four Bellamy Park schools will soon get tickets in the mail.
      Police Chief Lorraine Oduya said the city will install speed cameras in each school zone by March.
      "Our officers clocked one driver going 52 in a 25 zone at dismissal time," Oduya said.
      Tickets will cost $40, and the cameras will run only on school days from 7 a.m. to 5 p.m.
      Resident Glenn Haverford, 70, called the cameras a money grab.
      "If safety is the goal, put an officer out there," Haverford said.`,
  }),
  script({
    id: 'fresh23-business-quotes-bakery-retires',
    topic: 'business',
    title: 'Downtown bakery closes after 41 years',
    location: 'Millbrook Rise, Vermont',
    text: `After 41 years of early mornings, Rosalind Abernathy is hanging up her apron.
      Abernathy, 72, will close Sweet Hearth Bakery on Front Street on Saturday.
      "I have made something like 600,000 cinnamon rolls, and I think that's enough," Abernathy said with a laugh.
      Longtime customer Dennis Farrow stopped in Tuesday for one last loaf of rye.
      "This place was the first stop every Saturday since my kids were little," Farrow said.
      Abernathy said she has sold the building to a couple who plan to open a coffee shop in the spring.`,
  }),
  script({
    id: 'fresh23-sports-football-comeback',
    topic: 'sports',
    title: 'Kessington rallies from 17 down to win regional title',
    location: 'Kessington, Georgia',
    text: `Kessington scored 24 unanswered points in the second half to beat Dunmore Valley 35-31 Friday night and claim its first regional championship since 2011.
      The Rams trailed 31-14 at halftime.
      Quarterback Malik Ashworth completed 19 of 27 passes for 286 yards and three touchdowns, and he ran for the go-ahead score from 4 yards out with 2:06 to play.
      Dunmore Valley reached the Kessington 22-yard line on its final drive, but linebacker Colby Raines intercepted a pass in the end zone with 11 seconds left.
      Kessington, now 11-1, hosts Pike Station in the state quarterfinals next Friday.`,
  }),
  script({
    id: 'fresh23-sports-volleyball-state-title',
    topic: 'sports',
    title: 'Larkspur volleyball sweeps to first state championship',
    location: 'Larkspur, Iowa',
    text: `The Larkspur Lady Hawks won their first state volleyball title Saturday, sweeping Ellery Heights 25-19, 25-22, 25-17 in the Class 2A final.
      Senior outside hitter Brynn Castellano led the way with 18 kills and 12 digs.
      Setter Hannah Oyelaran added 41 assists.
      Larkspur finished the season 38-3 and did not drop a set in the state tournament.`,
  }),
  script({
    id: 'fresh23-sports-hockey-hat-trick',
    topic: 'sports',
    title: 'Vasquez hat trick lifts Thornbury past Glenhaven',
    location: 'Thornbury, Minnesota',
    text: `Mateo Vasquez scored three goals, including the game-winner with 3:12 left in overtime, as Thornbury beat Glenhaven 5-4 Thursday night.
      Vasquez, a junior forward, also had an assist and finished with nine shots on goal.
      Glenhaven led 4-2 early in the third period before Thornbury scored twice in a span of 90 seconds to force overtime.
      Goalie Ian Brekke made 31 saves for the Bears, who improved to 6-1.`,
  }),
  script({
    id: 'fresh23-government-vote-trash-fee',
    topic: 'government',
    title: 'Council raises trash fee in 4-3 vote',
    location: 'Ashcombe, North Carolina',
    text: `Ashcombe residents will pay more for garbage pickup starting Jan. 1 after the City Council voted 4-3 Monday night to raise the monthly trash fee.
      The fee will rise from $18 to $23 a month.
      City officials say the increase will bring in about $1.1 million a year to replace six aging garbage trucks and cover higher landfill costs.
      Council member Patrice Gundersen, who voted no, said the city should have looked at cutting costs first.
      Curbside recycling will remain free.`,
  }),
  script({
    id: 'fresh23-government-vote-deputy-pay',
    topic: 'government',
    title: 'County board approves $2.4 million raise package for deputies',
    location: 'Wyeth County, Idaho',
    text: `Wyeth County commissioners voted 5-2 Tuesday to approve a $2.4 million pay package for sheriff's deputies and jail staff.
      Starting pay for deputies will climb from $48,500 to $56,000 a year when the raises take effect July 1.
      Sheriff Earl Tannehill said the department has 17 open positions and has lost deputies to neighboring counties that pay more.
      The money will come from the county's reserve fund for the first year.`,
  }),
  script({
    id: 'fresh23-crime-hit-and-run-arrest',
    topic: 'crime',
    title: 'Police say driver fled after striking cyclist',
    location: 'Norwood Falls, Oregon',
    text: `Police say a 41-year-old Norwood Falls man hit a cyclist on Riverbend Road late Saturday and drove away without stopping.
      The cyclist, a 26-year-old woman, was taken to St. Clement Medical Center with a broken leg and is expected to recover.
      Officers tracked down the driver, Curtis Allen Meacham, on Sunday after a neighbor reported a pickup truck with a shattered windshield parked behind a home on Ivy Lane.
      Meacham is charged with failure to perform the duties of a driver and reckless driving.
      He was booked into the Larch County jail.`,
  }),
  script({
    id: 'fresh23-courts-arraignment-fraud',
    topic: 'courts',
    title: 'Contractor pleads not guilty to taking deposits for unbuilt decks',
    location: 'Pembrook Hills, Virginia',
    text: `A Pembrook Hills contractor accused of taking more than $86,000 in deposits for home projects he never finished pleaded not guilty Wednesday.
      Shane Everett Collier, 47, owner of Collier Outdoor Living, is charged with 11 counts of obtaining money by false pretenses.
      Prosecutors say Collier took deposits from homeowners for decks, patios and fences between March and August, then stopped answering calls.
      Circuit Judge Miriam Castellanos set his bond at $50,000 and ordered him not to accept new contracts while the case is pending.
      A trial date is set for April 7.`,
  }),
  script({
    id: 'fresh23-traffic-brief-bridge-closure',
    topic: 'traffic',
    title: 'Orchard Street bridge to close for inspection',
    location: 'Dunsford, Pennsylvania',
    text: `The Orchard Street bridge over Pike Creek in Dunsford will close from 9 a.m. to 3 p.m. Thursday while state crews carry out a safety inspection.
      Drivers should use Harmon Avenue and Station Road as a detour.
      The bridge will reopen in time for the evening commute.`,
  }),
  script({
    id: 'fresh23-weather-brief-wind-advisory',
    topic: 'weather',
    title: 'Wind advisory in effect until 6 p.m. Tuesday',
    location: 'Carrow Plains, Wyoming',
    text: `A wind advisory is in effect for Carrow Plains and the surrounding valley until 6 p.m. Tuesday, with gusts up to 55 miles an hour.
      Drivers of high-profile vehicles should use caution on Highway 30, and residents should secure loose outdoor items.`,
  }),
];
