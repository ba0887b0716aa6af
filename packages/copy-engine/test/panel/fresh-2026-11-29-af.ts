import { script } from '../corpus/script';
import type { CorpusScript } from '../corpus/script';

/**
 * Fresh scripts for a blind test, set AF: three long one-sentence wire ledes with attributions and asides in different places, three stories with two named speakers, two sports results, a council vote with a tally and an effective date, a police arrest, a winter storm warning and a plant expansion. Every person, place, business and figure is invented.
 */
export const freshScriptsAF: CorpusScript[] = [
  script({
    id: 'fresh32-fire-wire-lede-apartment-blaze',
    topic: 'fire',
    title: 'Apartment fire displaces 23 residents in Kestler Township',
    location: 'Kestler Township, Michigan',
    text: `A two-alarm fire that started in a second-floor laundry room tore through the Wexbury Court apartment complex on Halden Avenue late Saturday night, displacing 23 residents from nine units and sending one firefighter to Pellmont General Hospital with a shoulder injury, according to Kestler Township Fire Chief Ronald Avila.
      The Red Cross is helping the displaced families find hotel rooms for the rest of the week.
      Investigators believe a clothes dryer started the blaze.
      The injured firefighter was treated and released early Sunday morning.`,
  }),
  script({
    id: 'fresh32-health-wire-lede-whooping-cough-clinics',
    topic: 'health',
    title: 'Free vaccine clinics set as whooping cough cases climb',
    location: 'Dorrance, Iowa',
    text: `The Marrow County Health Department, which has logged 41 confirmed cases of whooping cough since early October, most of them among children under 10, will hold free vaccination clinics at three elementary schools in Dorrance next week, health director Angela Thorsby said Tuesday, urging parents who are unsure about their children's shots to call before then.
      Clinics run from 3 to 7 p.m. Monday through Wednesday at Birchfield, Tamsin Park and Ansel Creek elementary schools.
      No appointment is needed.
      Thorsby said no child has been hospitalized so far.`,
  }),
  script({
    id: 'fresh32-economy-wire-lede-jobless-rate-drops',
    topic: 'economy',
    title: 'Greavesport jobless rate falls as warehouses hire for the holidays',
    location: 'Greavesport, Ohio',
    text: `State labor officials said Thursday that unemployment in the Greavesport area, which had climbed for five straight months after the Lindell Paperboard mill closed in June, fell to 5.8 percent in October, its lowest level since spring, as seasonal hiring at warehouses along the Carrow Parkway absorbed roughly 1,200 workers.
      The statewide rate held steady at 4.1 percent.
      Economists with the state labor office cautioned that many of the warehouse jobs are temporary and could end after the holidays.
      The former mill site is still for sale.`,
  }),
  script({
    id: 'fresh32-traffic-quotes-roundabout-opens',
    topic: 'traffic',
    title: 'New roundabout at Pellham and Fifth opens Tuesday',
    location: 'Ashgrove Landing, Oregon',
    text: `The new roundabout at Pellham Road and Fifth Street opens to drivers Tuesday morning, ending four months of detours through the Cedar Knoll neighborhood.
      The $3.2 million project replaces a four-way stop that saw 17 crashes in the last three years.
      City Engineer Nadia Pruitt said the design should cut rush-hour wait times at the intersection by more than half.
      "Drivers will need a week or two to get used to yielding, and that's perfectly normal," Pruitt said.
      Cedar Knoll Neighborhood Association President Walter Grissom, who has lived on Fifth Street for 30 years, said the detour traffic kept him awake most nights.
      "I'm just glad the trucks will stop rolling past my bedroom window at two in the morning," Grissom said.
      Crews will finish the landscaping in the spring.`,
    quotes: 2,
    speakers: ['Nadia Pruitt', 'Walter Grissom'],
  }),
  script({
    id: 'fresh32-elections-quotes-ballot-scanners',
    topic: 'elections',
    title: 'Castell County voters to use new ballot scanners in February',
    location: 'Fennimore Bend, Wisconsin',
    text: `Voters in Castell County will use new paper-ballot scanners for the first time in the Feb. 17 special election.
      The county bought 64 machines for about $410,000, replacing equipment that dates to 2009.
      County Clerk Lorna Beckwith said every scanner will be tested in public before the election.
      "Anyone who wants to watch us run the test ballots is welcome to pull up a chair," Beckwith said.
      Election Judge Raymond Tillery, who has worked the polls at Fennimore Bend Town Hall for 22 years, trained on the new machines last week.
      "They're faster than the old ones, and the screen tells voters right away if they skipped a race," Tillery said.
      Public testing is set for Feb. 3 at the Castell County Courthouse.`,
    quotes: 2,
    speakers: ['Lorna Beckwith', 'Raymond Tillery'],
  }),
  script({
    id: 'fresh32-schools-quotes-robotics-nationals',
    topic: 'schools',
    title: 'Quillan Falls robotics team heads to nationals for the first time',
    location: 'Quillan Falls, Idaho',
    text: `The Quillan Falls High School robotics team is headed to the national championship for the first time after winning the regional title Saturday.
      The 14-student team beat 31 other schools with a robot that stacks plastic crates and climbs a ramp in under two minutes.
      Head Coach Paulina Drexler, who teaches physics at the school, started the program six years ago with three students and a borrowed toolbox.
      "These kids rebuilt the arm four times in the last month, and they never once asked to quit," Drexler said.
      Team Captain Isaac Morrow, a senior, wrote most of the robot's code.
      "We figured out the climbing part at one in the morning the night before the competition," Morrow said.
      The team needs to raise about $18,000 for travel by March.`,
    quotes: 2,
    speakers: ['Paulina Drexler', 'Isaac Morrow'],
  }),
  script({
    id: 'fresh32-sports-football-quarterfinal-rally',
    topic: 'sports',
    title: 'Tarrow Creek rallies past Millbrook Valley to reach state semifinals',
    location: 'Tarrow Creek, Nebraska',
    text: `The Tarrow Creek Hawks scored 14 points in the fourth quarter to beat Millbrook Valley 28-21 in the Class B state quarterfinals Friday night.
      Junior quarterback Dalton Reese threw for 212 yards and two touchdowns, including a 41-yard strike to Marcus Vell with 2:10 left that put the Hawks ahead for good.
      The Hawks trailed 21-14 after three quarters before their defense forced two straight punts.
      Tarrow Creek improves to 11-1. Millbrook Valley finishes its season at 9-3.
      Tarrow Creek hosts unbeaten Pierson Ridge in the semifinals next Friday at 7 p.m. at Hawks Field.
      Pierson Ridge is 12-0 and beat the Hawks 35-17 in October.`,
  }),
  script({
    id: 'fresh32-sports-basketball-lady-rams-win',
    topic: 'sports',
    title: 'Brennard State holds off Coyle College for fourth straight win',
    location: 'Brennard, Montana',
    text: `Brennard State held off Coyle College 74-66 in women's basketball Saturday afternoon for its fourth straight win.
      Sophomore guard Tessa Linwood scored 23 points and hit five three-pointers for the Lady Rams, who improve to 6-1 overall and 2-0 in the Frontier Plains Conference.
      Coyle cut a 17-point lead to four with just over a minute left, but Brennard State made six of its last eight free throws to close it out.
      Center Abigail Munro added 14 points and 11 rebounds.
      Coyle College drops to 3-4 and 0-2 in conference play.
      Brennard State travels to Ostrow Valley University on Wednesday for a 6 p.m. tip-off.`,
  }),
  script({
    id: 'fresh32-government-vote-trash-fee',
    topic: 'government',
    title: 'Halbrook Mills council raises trash fees for the first time in seven years',
    location: 'Halbrook Mills, Pennsylvania',
    text: `The Halbrook Mills Borough Council voted 5-2 Monday night to raise residential trash collection fees by $4 a month, the first increase in seven years.
      The new rate of $27 a month takes effect Jan. 1.
      Council members Gerald Fenn and Rosalind Avery cast the dissenting votes, arguing the borough should first seek bids from other haulers.
      Borough Manager Thomas Ardell told the council the current contract with Ridgeline Waste Services no longer covers rising fuel and landfill costs.
      The increase is expected to bring in about $168,000 a year.
      Residents who are 65 or older and meet income limits can apply for a $10 monthly discount at the borough office starting Dec. 15.`,
  }),
  script({
    id: 'fresh32-crime-arrest-storage-burglaries',
    topic: 'crime',
    title: 'Man charged in string of storage unit break-ins',
    location: 'Sutterfield, Missouri',
    text: `Sutterfield police arrested a 34-year-old man Tuesday in connection with a string of break-ins at storage units on the city's north side.
      Curtis Wayne Bollinger of Sutterfield is charged with six counts of second-degree burglary and one count of possession of stolen property.
      Investigators say he used bolt cutters to open units at Brightway Self Storage on Varick Road over three weekends in October and November.
      Detectives recovered power tools, two television sets and a collection of antique coins, Police Chief Leann Marsh said.
      Bollinger is being held in the Dunaway County Jail on a $25,000 cash-only bond.
      His first court appearance is set for Thursday morning.`,
  }),
  script({
    id: 'fresh32-weather-winter-storm-warning',
    topic: 'weather',
    title: 'Winter storm warning for Halvorsen County Wednesday night into Thursday',
    location: 'Ellery Gap, Colorado',
    text: `The National Weather Service has issued a winter storm warning for Halvorsen County from 6 p.m. Wednesday until noon Thursday.
      Forecasters expect 8 to 12 inches of snow in Ellery Gap, with up to 18 inches above 7,000 feet along Bracken Pass.
      Wind gusts of 40 miles per hour could cause blowing snow and near-zero visibility overnight.
      State transportation officials say chains will be required on Bracken Pass once the snow begins, and the pass may close if drifting gets bad.
      Halvorsen County schools have already announced a two-hour delay for Thursday.
      Ellery Gap public works crews will begin pretreating main roads Wednesday afternoon.`,
  }),
  script({
    id: 'fresh32-business-cabinet-plant-expansion',
    topic: 'business',
    title: 'Cabinet maker to add 140 jobs in Norvell Junction expansion',
    location: 'Norvell Junction, Georgia',
    text: `Brannock Cabinetry will add 140 jobs at its Norvell Junction plant over the next two years as part of a $22 million expansion announced Wednesday.
      The company plans to build a 90,000-square-foot finishing and shipping building next to its current plant on Tilden Industrial Drive.
      Construction is scheduled to begin in March.
      The new jobs include machine operators, finishers and truck drivers, with starting pay of about $19 an hour.
      Brannock Cabinetry now employs 310 people in Norvell Junction and supplies kitchen cabinets to home builders in six states.
      The county development authority approved a 10-year property tax abatement for the project last month.
      Hiring for the first 50 positions is expected to begin in the summer.`,
  }),
];
