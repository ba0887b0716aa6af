import { script } from '../corpus/script';
import type { CorpusScript } from '../corpus/script';

/**
 * Fresh scripts for a blind test, set U: long wire ledes, quoted speakers, sports results, vote tallies, court and crime copy, and short briefs. Every person, place, business and figure is invented.
 */
export const freshScriptsU: CorpusScript[] = [
  script({
    id: 'fresh21-fire-wire-lede-apartment-fire',
    topic: 'fire',
    title: 'Early morning apartment fire displaces 14 families',
    location: 'Carrow Springs, Nevada',
    text: `Just before 5 a.m. Saturday, a fast-moving fire swept through a two-story apartment building on Lindquist Avenue in Carrow Springs, displacing 14 families and sending two residents to the hospital with smoke inhalation, according to Battalion Chief Marisol Dempsey, who said firefighters rescued an 81-year-old woman from a second-floor balcony using a ladder truck.
      The Red Cross is helping 31 displaced residents find temporary housing.
      Both injured residents were listed in stable condition Saturday afternoon.
      The cause is under investigation.`,
  }),
  script({
    id: 'fresh21-economy-wire-lede-home-prices',
    topic: 'economy',
    title: 'County home prices up more than 7 percent as listings dry up',
    location: 'Brennick, North Carolina',
    text: `Home prices in Stellan County climbed 7.4 percent over the past year to a median of $318,500, the Stellan County Association of Realtors said Wednesday, adding that the number of homes for sale in October was down nearly 20 percent from a year earlier and that first-time buyers now make up fewer than one in four sales.
      Homes sold in an average of 23 days.
      Mortgage rates near 6.5 percent continue to keep many buyers on the sidelines.`,
  }),
  script({
    id: 'fresh21-government-wire-lede-city-budget',
    topic: 'government',
    title: 'Mayor unveils $61.8 million budget with no tax increase',
    location: 'Dunwell Falls, South Carolina',
    text: `Mayor Celeste Arbogast, a former middle school science teacher who took office in January, on Monday unveiled a $61.8 million budget for 2027 that holds the property tax rate flat, adds six police officers and four firefighters, and sets aside $2.3 million to repave roughly 14 miles of city streets.
      The spending plan is 4.2 percent larger than this year's.
      The City Council will hold a public hearing on the budget Dec. 11 at 6:30 p.m.
      A final vote is expected Dec. 16.`,
  }),
  script({
    id: 'fresh21-health-wire-lede-measles-exposure',
    topic: 'health',
    title: 'Measles case may have exposed hundreds at clinic, store and church',
    location: 'Ardent Hill, Colorado',
    text: `A measles case confirmed Friday in a Pinecrest County child who had not been vaccinated may have exposed hundreds of people at a pediatric clinic, a grocery store and a church in Ardent Hill over the past week, state health officials said Saturday, adding that anyone who was at those locations should watch for fever and a rash through Dec. 14.
      It is the county's first measles case since 2019.
      The child, who is under 5, is recovering at home.
      Free vaccines are available at the county health department from 8 a.m. to 4:30 p.m. weekdays.`,
  }),
  script({
    id: 'fresh21-traffic-wire-lede-rig-rollover',
    topic: 'traffic',
    title: 'Overturned semi shuts down highway for nearly seven hours',
    location: 'Benning Flats, Illinois',
    text: `A tractor-trailer hauling 40,000 pounds of frozen chicken overturned on State Highway 218 near the Garvey Road exit just after 6 a.m. Tuesday, spilling diesel fuel across all three southbound lanes and shutting down the highway for nearly seven hours, forcing thousands of morning commuters onto crowded two-lane county roads through Benning Flats.
      The driver, 52, was treated for minor injuries.
      State police say he swerved to avoid a deer.
      All lanes reopened at 12:50 p.m.`,
  }),
  script({
    id: 'fresh21-schools-quotes-start-times',
    topic: 'schools',
    title: 'High schools to start an hour later next fall',
    location: 'Glenhaven, Virginia',
    text: `The Marlow County School Board voted 5-2 Thursday night to push high school start times from 7:20 a.m. to 8:30 a.m. beginning next fall.
      Superintendent Yvonne Castellano, 56, said the change will cost about $1.2 million a year for extra bus routes.
      "Our first-period teachers are talking to a room full of zombies," Castellano said.
      "An extra hour of sleep is the best thing we can give these kids," she said.
      Parent Marcus Elbridge, 43, said the later schedule will squeeze athletes and students with part-time jobs.
      "My son already gets home from work at 10 p.m.," Elbridge said.`,
  }),
  script({
    id: 'fresh21-business-quotes-hardware-closing',
    topic: 'business',
    title: 'Downtown hardware store closing after 74 years',
    location: 'Osterly, Kansas',
    text: `Pruitt Hardware, a fixture on Main Street in Osterly since 1952, will close for good on Dec. 31.
      Owner Gail Pruitt, 68, said sales have fallen about 30 percent since a big-box home store opened near the highway in 2023.
      "I've been behind this counter since I was 12 years old," Pruitt said.
      "It breaks my heart, but the numbers don't lie," she said.
      Everything in the store will be marked down 40 percent starting Saturday.`,
  }),
  script({
    id: 'fresh21-government-quotes-body-cameras',
    topic: 'government',
    title: "Commissioners approve body cameras for sheriff's deputies",
    location: 'Redbank Mills, Alabama',
    text: `Tanner County commissioners voted 4-1 Monday to spend $486,000 on body cameras for all 74 sheriff's deputies.
      "Cameras protect the public, and they protect my deputies," said Sheriff Roland Beaumier.
      Commissioner Denise Holloway, 59, voted against the purchase, citing the cost of storing video.
      "Storage alone will run us $90,000 a year, and nobody has told me where that money comes from," she said.
      The cameras should be in use by April.`,
  }),
  script({
    id: 'fresh21-fire-quotes-volunteer-shortage',
    topic: 'fire',
    title: 'Volunteer fire department down to nine members',
    location: 'Corwin Gap, West Virginia',
    text: `The Corwin Gap Volunteer Fire Department has just nine active members, down from 31 a decade ago.
      "Some nights, we're lucky to get two people on a truck," Fire Chief Wendell Ashcraft said.
      Ashcraft, 64, said calls have climbed to about 420 a year as the area's population ages.
      Lieutenant Brianna Stokes, 27, joined four years ago after a fire damaged her parents' home.
      "Somebody showed up for my family, and now it's my turn to show up for somebody else," she said.
      The department will hold an open house Saturday from 10 a.m. to 2 p.m.`,
  }),
  script({
    id: 'fresh21-sports-statline-girls-basketball',
    topic: 'sports',
    title: 'Trent posts 27 and 12 as Dellport stays unbeaten',
    location: 'Dellport, New Hampshire',
    text: `Maya Trent had 27 points, 12 rebounds and six blocked shots as Dellport beat Aubrey Hills 61-49 Saturday afternoon in the girls basketball home opener.
      Trent, a 6-foot-2 junior, scored 11 of her points in the fourth quarter.
      Point guard Kiara Mendes added 13 points and seven assists for the Falcons, now 3-0.
      Aubrey Hills got 18 points from senior Lexi Brandt but shot just 29 percent from the floor.
      Dellport visits Talmage Ridge on Thursday at 6 p.m.`,
  }),
  script({
    id: 'fresh21-sports-score-football-quarterfinal',
    topic: 'sports',
    title: 'Tamsin Creek rolls into state semifinals, 35-14',
    location: 'Tamsin Creek, Oklahoma',
    text: `Tamsin Creek rolled past Ellery 35-14 Friday night in the Class 3A state quarterfinals, the Panthers' 11th straight win.
      Running back DeShawn Rollins ran for 187 yards and three touchdowns on 22 carries.
      Quarterback Colby Hartsell added a 45-yard touchdown pass to Marcus Vey late in the second quarter for a 21-0 halftime lead.
      Ellery, which finished 9-4, scored twice in the fourth quarter after the game was out of reach.
      The Panthers play Kessick in the semifinals next Friday at 7 p.m.`,
  }),
  script({
    id: 'fresh21-sports-score-volleyball-title',
    topic: 'sports',
    title: 'Fairlow sweeps to first state volleyball title',
    location: 'Fairlow, Washington',
    text: `Fairlow swept Calloway Valley 25-21, 25-18, 25-23 Saturday to win its first state volleyball championship.
      Senior outside hitter Anika Rasmussen finished with 19 kills and 11 digs.
      The Otters finished the season 31-4.
      Coach Dana Lindgren has led the program for 14 seasons.`,
  }),
  script({
    id: 'fresh21-elections-mayor-runoff',
    topic: 'elections',
    title: 'Challenger unseats two-term mayor in runoff',
    location: 'Larkspur Point, Louisiana',
    text: `Challenger Renee Duplantier unseated two-term Mayor Gil Marchand in Saturday's runoff in Larkspur Point, winning 54 percent of the vote, according to unofficial results.
      Duplantier received 3,412 votes to Marchand's 2,906.
      Turnout was 41 percent, up from 33 percent in the October primary.
      Duplantier, a 47-year-old small-business owner, campaigned on fixing the city's drainage system.
      She takes office Jan. 12.`,
  }),
  script({
    id: 'fresh21-government-council-vote-apartments',
    topic: 'government',
    title: 'Council approves 212 apartments on old mill site in 5-4 vote',
    location: 'Quarry Hollow, Connecticut',
    text: `The Quarry Hollow Town Council voted 5-4 Tuesday night to approve a 212-unit apartment complex on the site of the former Ridgeline Mills factory.
      About 140 residents packed the meeting, which ran past 11:30 p.m.
      Council President Nora Vetrano cast the deciding vote.
      Developer Stonecroft Partners says 20 percent of the units will be rented below market rate.
      Construction could begin next summer.`,
  }),
  script({
    id: 'fresh21-crime-arrest-gas-station-robbery',
    topic: 'crime',
    title: 'Man arrested after gas station robbery and chase',
    location: 'Sedley, Mississippi',
    text: `A 34-year-old Sedley man was arrested Wednesday night after police say he robbed a gas station at knifepoint and led officers on a chase that ended in a ditch.
      Terrell Ambrose Finch faces charges of armed robbery, felony fleeing and driving with a suspended license.
      Police say Finch took about $600 from the register at the Quik Stop on Delacey Road around 9:40 p.m.
      He is being held in the Lowry County jail without bond.`,
  }),
  script({
    id: 'fresh21-courts-sentencing-roofing-contractor',
    topic: 'courts',
    title: 'Roofer sentenced to four years for pocketing deposits',
    location: 'Ransom Ford, Arkansas',
    text: `A Ransom Ford contractor was sentenced Monday to four years in prison for taking nearly $180,000 in deposits from homeowners for roofing jobs he never started.
      Curtis Dale Emmerich, 51, pleaded guilty in August to 14 counts of theft by deception.
      Prosecutors said Emmerich collected deposits from 23 customers in 2023 and 2024, many of them elderly, after a hailstorm damaged hundreds of homes.
      Circuit Judge Helen Ostrowski ordered him to repay the full amount.`,
  }),
  script({
    id: 'fresh21-crime-complaint-clinic-bookkeeper',
    topic: 'crime',
    title: 'Former bookkeeper accused of taking $94,000 from vet clinic',
    location: 'Vantrell, New Mexico',
    text: `A former bookkeeper at a Vantrell veterinary clinic is accused of stealing more than $94,000 from the business over three years, according to a criminal complaint filed Thursday.
      Investigators say Lorena Pacheco-Hale, 39, issued herself 61 extra paychecks and disguised them as payments to a supply company.
      Prosecutors said the thefts came to light when the clinic's owner noticed an unfamiliar vendor on a year-end tax form.
      Pacheco-Hale is charged with embezzlement and fraud and is scheduled to appear in court Dec. 18.`,
  }),
  script({
    id: 'fresh21-weather-brief-wind-chill',
    topic: 'weather',
    title: 'Wind chill warning: feels-like temps to 35 below',
    location: 'Hatchet Lake, North Dakota',
    text: `A wind chill warning is in effect for Brule County from 9 p.m. Sunday until noon Monday, with wind chills as low as 35 below zero.
      Frostbite can set in on exposed skin in as little as 10 minutes, so cover up and limit time outdoors.`,
  }),
  script({
    id: 'fresh21-traffic-brief-grove-avenue-closure',
    topic: 'traffic',
    title: 'Grove Avenue closing two days for gas line work',
    location: 'Ashwick Heights, New Jersey',
    text: `Grove Avenue will close between Fenwick Street and Orchard Lane from 7 a.m. to 4 p.m. Wednesday and Thursday while crews replace a gas line.
      Only residents of the block will be allowed through, and drivers should use Carlisle Road as a detour.`,
  }),
  script({
    id: 'fresh21-health-brief-boil-water',
    topic: 'health',
    title: 'Boil-water notice for 1,800 homes after main break',
    location: 'Corrigan Flats, Utah',
    text: `The Corrigan Flats water department has issued a boil-water notice for about 1,800 homes east of Sorensen Avenue after a water main break Tuesday morning dropped pressure in the system.
      Residents should boil tap water for at least one minute before drinking or cooking with it until further notice.`,
  }),
];
