import { script } from '../corpus/script';
import type { CorpusScript } from '../corpus/script';

/**
 * Fresh scripts for a blind test (set F): wire ledes, multi-speaker stories with surname-only
 * second references, sports results, election and council tallies, court and crime stories,
 * quote-free stories, two-sentence briefs and scheduled news. Every person, place, business and
 * figure is invented.
 */
export const freshScriptsF: CorpusScript[] = [
  script({
    id: 'fresh6-business-wire-mill-layoffs',
    topic: 'business',
    title: 'Tarrow Paper Works to cut overnight shift, lay off 148',
    location: 'Quillbrook, Oregon',
    text: `Tarrow Paper Works, the 90-year-old mill that supplies cardboard to three West Coast shipping firms, will cut its overnight shift and lay off 148 workers starting March 2, forcing the mill down to a single production line and leaving Quillbrook without an overnight shift for the first time since 1971, company executives said Thursday.
      The company blamed a 22% drop in orders over the past year.
      Laid-off workers will receive eight weeks of severance pay.
      The union said it was not told about the cuts in advance.`,
  }),
  script({
    id: 'fresh6-traffic-wire-tanker-rollover',
    topic: 'traffic',
    title: 'Tanker rollover shuts Route 319 for five hours',
    location: 'Brannock Falls, Missouri',
    text: `State Route 319 northbound was shut down for more than five hours Monday after a tanker truck carrying 8,000 gallons of liquid fertilizer rolled onto its side near mile marker 112 outside Brannock Falls, spilling part of its load into a drainage ditch, forcing commuters onto a two-lane county road and leaving some drivers stuck in traffic until well after 10 a.m., state police said.
      The driver, 47, was treated for minor injuries.
      No fertilizer reached the Keswin River, officials said.
      All lanes reopened at 11:40 a.m.`,
  }),
  script({
    id: 'fresh6-weather-wire-ice-storm',
    topic: 'weather',
    title: 'Ice storm leaves 41,000 without power in Brindle Valley',
    location: 'Corliss, Vermont',
    text: `An ice storm that coated the Brindle Valley in up to three-quarters of an inch of ice overnight knocked out power to about 41,000 customers Tuesday, snapping hundreds of tree limbs onto lines, forcing 11 school districts to cancel classes and leaving Velmont Electric, the region's largest utility, warning that some homes could be dark until Friday.
      Crews from four states are on the way.
      Temperatures are expected to stay below freezing through Wednesday night.
      A warming center is open at the Corliss Grange Hall until 9 p.m.`,
  }),
  script({
    id: 'fresh6-government-wire-water-rates',
    topic: 'government',
    title: 'Water authority approves 18% rate increase',
    location: 'Ashcombe, New Hampshire',
    text: `The Tollison County Water Authority, the public utility that serves roughly 96,000 homes across six towns, voted Wednesday night to raise residential rates by 18% starting July 1, the largest single increase in its 40-year history, forcing the average household to pay about $14 more a month and leaving town managers scrambling to revise their budgets.
      The board approved the plan 5-2.
      The authority says the money will pay for a $31.5 million filtration plant.
      Two public hearings on the increase drew fewer than 20 people.`,
  }),
  script({
    id: 'fresh6-schools-speakers-four-day-week',
    topic: 'schools',
    title: 'Kestrel Valley schools switch to four-day week',
    location: 'Marrowgate, Idaho',
    text: `The Kestrel Valley School District will move to a four-day school week next fall after the school board approved the change 4-1 Monday night.
      Superintendent Maren Ketteridge told the board the district could save about $610,000 a year on buses, heating and substitute teachers.
      "We are not doing this because we want to. We are doing this because the budget leaves us no other choice," Ketteridge said.
      Board member Hollis Vantreece cast the only no vote.
      "Working parents are going to pay for this with child care on Fridays," Vantreece said.
      Lorna Pettibone, president of the Kestrel Valley Education Association, said teachers support the plan.
      "Our members have asked for this for three years," Pettibone added.
      Classes will run from 7:45 a.m. to 3:50 p.m., Monday through Thursday.`,
  }),
  script({
    id: 'fresh6-government-speakers-winter-shelter',
    topic: 'government',
    title: 'City to open 60-bed winter shelter in old bank building',
    location: 'Caddoway Harbor, Washington',
    text: `Caddoway Harbor will open a 60-bed winter shelter in a former bank building on Dray Street by December 15, city leaders announced Thursday.
      Mayor Teodora Szalanski said the city will spend $1.2 million over two years to run the shelter.
      "Last winter, three people died outside in this city. We are not going to let that happen again," Szalanski said.
      Some neighbors have raised concerns about the location. Gus Penwarden, who owns a bakery across the street, told council members he had not been consulted.
      "I found out from a flyer taped to my door," Penwarden said.
      Szalanski said the city will hold a public meeting at 6:30 p.m. next Tuesday at the Harbor Library.`,
  }),
  script({
    id: 'fresh6-health-speakers-flu-visitor-limits',
    topic: 'health',
    title: 'Flu surge prompts visitor limits at Weller Memorial',
    location: 'Orrin Springs, Nebraska',
    text: `Weller Memorial Hospital has limited visitors to two per patient after a spike in flu cases filled 29 of its 32 beds this week.
      Dr. Priya Castellane, the hospital's chief medical officer, said most of the patients admitted since Sunday had not been vaccinated this season.
      "The people we are seeing in the hospital are overwhelmingly people who skipped their flu shot," Castellane said.
      Children under 12 will not be allowed on patient floors.
      Roland Eskew, the county's public health director, told reporters the county has recorded 214 flu cases since October 1, up from 87 at this time last year.
      "It is not too late to get a shot," Eskew said. "It takes about two weeks to work, so do not wait."
      Eskew added that free shots are available Saturdays from 9 a.m. to noon at the county fairgrounds.`,
  }),
  script({
    id: 'fresh6-economy-speakers-battery-plant',
    topic: 'economy',
    title: 'Battery recycler picks Dellwood Junction for $74 million plant',
    location: 'Dellwood Junction, Georgia',
    text: `A battery recycling company will build a $74 million plant in Dellwood Junction and hire about 230 people over the next three years, state and company officials announced Tuesday.
      Vireo Cell Recovery chief executive Marcus Obuya said the plant will break ground in April on 45 acres off Highway 16.
      "We looked at 11 sites in four states, and this is the one that made sense," Obuya said.
      State Commerce Commissioner Janelle Fairweather-Diaz said the company will receive $6.5 million in tax credits only if it meets its hiring targets.
      "If they do not hit the numbers, they do not get the money," Fairweather-Diaz said.
      Starting pay will average $23.40 an hour.
      Mayor Arlo Penhallow called it the biggest investment in the town's history.
      "This is the day we have waited 20 years for," Penhallow told the crowd.`,
  }),
  script({
    id: 'fresh6-sports-football-semifinal',
    topic: 'sports',
    title: 'Ironjacks edge Mossgrove Creek to reach state final',
    location: 'Brisco Flats, Texas',
    text: `The Brisco Flats Ironjacks beat Mossgrove Creek 31-24 Friday night to reach the Class 4A state final for the first time since 1994.
      Junior quarterback Kellan Ashgrove threw for 286 yards and three touchdowns, including a 42-yard strike to Ellis Marchetti with 1:52 left that broke a 24-24 tie.
      Mossgrove Creek had one last chance, but its final pass fell incomplete at the Ironjacks' 9-yard line.
      The Ironjacks improve to 13-1. Mossgrove Creek finishes 11-3.
      The title game is set for 7 p.m. December 12 at Harwell Stadium in Fort Calder.`,
  }),
  script({
    id: 'fresh6-sports-basketball-ninth-straight',
    topic: 'sports',
    title: 'Brennock scores 27 as Harrowgate State wins ninth straight',
    location: 'Harrowgate, Ohio',
    text: `Senior guard Talia Brennock scored 27 points, including six 3-pointers, as Harrowgate State beat Stillwell Point 78-71 Saturday for its ninth straight win.
      Brennock went 9-of-14 from the floor and added seven assists.
      Stillwell Point led by 11 at halftime but shot just 29% in the second half.
      Harrowgate State is now 12-3 and 5-0 in conference play.
      The team hosts Corvin Tech on Wednesday at 7:30 p.m.`,
  }),
  script({
    id: 'fresh6-elections-tally-mayor-runoff',
    topic: 'elections',
    title: 'Garrow-Whitfield wins Redhollow mayoral runoff by 412 votes',
    location: 'Redhollow, Arizona',
    text: `Former city planner Inez Garrow-Whitfield won the Redhollow mayoral runoff Tuesday, defeating two-term council member Benton Skye by 412 votes.
      Unofficial results show Garrow-Whitfield with 6,238 votes, or 51.7%, to Skye's 5,826, or 48.3%.
      Turnout was 23%, down from 31% in the November general election.
      Skye had not conceded as of 11 p.m.
      A recount is automatic only if the margin is under half a percentage point.
      Garrow-Whitfield will be sworn in January 6.`,
  }),
  script({
    id: 'fresh6-government-council-vote-apartments',
    topic: 'government',
    title: 'Council approves 240-unit complex on old dairy land',
    location: 'Lowmoor Heights, Pennsylvania',
    text: `The Lowmoor Heights Borough Council voted 6-3 Monday night to allow a 240-unit apartment complex on the former Ostrander Dairy land off Greer Road.
      Council members Odile Fensworth, Dev Santangelo and Warren Kibbeth voted no, citing traffic on the two-lane road.
      The developer, Brightfold Homes, agreed to pay $850,000 toward a new traffic signal and turn lanes.
      More than 150 residents packed the meeting, which ran past midnight.
      Construction could begin next spring.`,
  }),
  script({
    id: 'fresh6-courts-sentence-hockey-treasurer',
    topic: 'courts',
    title: 'Former youth hockey treasurer gets four years for theft',
    location: 'Ostler Lake, Minnesota',
    text: `A former treasurer of the Ostler Lake Youth Hockey Association was sentenced Thursday to four years in prison for stealing more than $380,000 from the nonprofit over six years.
      Gail Hennessy-Morrow, 58, pleaded guilty in August to eight counts of theft by swindle.
      Prosecutors said she spent the money on casino trips, a boat and credit card bills.
      Judge Anselm Troutbeck also ordered her to pay full restitution.
      Hennessy-Morrow did not speak at the hearing.
      The association says it raised its dues by 15% to cover the loss.`,
  }),
  script({
    id: 'fresh6-crime-charges-pharmacy-robbery',
    topic: 'crime',
    title: 'Two men charged in armed pharmacy robbery',
    location: 'Gorsedale, Michigan',
    text: `Police in Gorsedale have charged two men in the armed robbery of a pharmacy on Linden Avenue early Sunday.
      Corbin Tally, 24, and Travon Voss-Ambrey, 19, each face charges of armed robbery, conspiracy and felony firearm possession.
      Investigators say the men walked into Halvard Drug at 8:15 a.m., showed a handgun and left with about $2,600 in cash and several bottles of prescription painkillers.
      No one was hurt.
      Both men were arrested Monday after a traffic stop about 30 miles away.
      They are being held on $500,000 bond each.`,
  }),
  script({
    id: 'fresh6-fire-noquote-garage-fire',
    topic: 'fire',
    title: 'Smoke alarm wakes family of five before fire destroys home',
    location: "Cobbler's Ferry, Kentucky",
    text: `A family of five escaped a house fire in Cobbler's Ferry early Wednesday after a smoke alarm woke them around 3 a.m.
      Firefighters found flames coming from the garage of the two-story home on Wicklow Lane when they arrived.
      It took crews about 40 minutes to bring the fire under control.
      The home is a total loss, with damage estimated at $310,000.
      The fire marshal believes a space heater started the fire.
      The Red Cross is helping the family, which includes three children ages 4, 7 and 10.`,
  }),
  script({
    id: 'fresh6-schools-noquote-enrollment-drop',
    topic: 'schools',
    title: 'Vantage Bluff enrollment falls for fifth straight year',
    location: 'Vantage Bluff, Iowa',
    text: `Enrollment in the Vantage Bluff Community School District has dropped for the fifth straight year, according to numbers released Monday.
      The district counted 3,418 students on October 1, down 127 from last fall and down nearly 9% since 2021.
      Kindergarten enrollment fell the most, to 241 students.
      Because state aid is tied to enrollment, the drop could cost the district about $1.4 million next year.
      The school board will discuss whether to close one of its six elementary schools at a workshop December 3.`,
  }),
  script({
    id: 'fresh6-traffic-brief-bridge-lane-closures',
    topic: 'traffic',
    title: 'Overnight lane closures coming to Skelton Cove Bridge',
    location: 'Skelton Cove, Maryland',
    text: `Both right lanes of the Skelton Cove Bridge will close from 9 p.m. to 5 a.m. each night starting Sunday while state crews replace worn expansion joints on the westbound side.
      The $2.3 million project is expected to take 11 nights, weather permitting, and drivers should expect delays of up to 20 minutes.`,
  }),
  script({
    id: 'fresh6-business-brief-diner-closing',
    topic: 'business',
    title: "Tuck's Griddle to close after owners lose lease",
    location: 'Ardle Springs, Montana',
    text: `Tuck's Griddle, the 24-hour diner on Main Street in Ardle Springs, will close for good on December 31 after its owners did not renew their lease.
      The diner has served breakfast around the clock since 1986 and employs 14 people, who have been offered jobs at a sister restaurant in Coyle.`,
  }),
  script({
    id: 'fresh6-weather-forecast-first-snow',
    topic: 'weather',
    title: 'First snow of the season expected Friday night',
    location: 'Lindgrove, Wisconsin',
    text: `The first measurable snow of the season is on the way for Lindgrove and the rest of Barrow County, with 3 to 5 inches expected between 4 p.m. Friday and 7 a.m. Saturday.
      Forecasters have issued a winter weather advisory for the area.
      Temperatures will fall from 38 degrees Friday afternoon to about 19 by sunrise.
      The city says all 22 of its plows will be out starting at 6 p.m., and on-street parking is banned on snow routes until noon Saturday.
      Last winter, Lindgrove did not see its first inch of snow until December 18.`,
  }),
  script({
    id: 'fresh6-health-scheduled-free-screenings',
    topic: 'health',
    title: 'Free health screenings offered Saturday in Wrenfield',
    location: 'Wrenfield, North Carolina',
    text: `Wrenfield residents can get free blood pressure, cholesterol and diabetes screenings Saturday at the Marlow Street Community Center.
      The county health department and Sutter-Lowry Medical Group are hosting the event from 8 a.m. to 1 p.m.
      No appointment or insurance is needed.
      Last year, nurses screened 417 people, and about one in three had blood pressure readings high enough to need follow-up care.
      Organizers ask people getting the cholesterol test not to eat for eight hours beforehand.
      Spanish interpreters will be on site.`,
  }),
];
