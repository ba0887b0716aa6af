import { script } from '../corpus/script';
import type { CorpusScript } from '../corpus/script';

/**
 * Fresh scripts for a blind test, set AC: one-sentence wire ledes, two-speaker quote stories, sports results, a vote count, court and police stories, a road brief and a hospital change. Every person, place, business and figure is invented.
 */
export const freshScriptsAC: CorpusScript[] = [
  script({
    id: 'fresh29-weather-wire-lede-ice-storm-outage',
    topic: 'weather',
    title: 'Ice storm leaves more than 14,000 without power',
    location: 'Hadley Crossing, Iowa',
    text: `An ice storm that coated power lines across northern Brannock County overnight left more than 14,300 homes and businesses without electricity Tuesday, Tallgrass Valley Electric Cooperative, the area's largest utility, said in a statement, warning that some rural customers could be in the dark until Thursday as line crews from three neighboring states work through downed poles and snapped limbs.
      At the peak, nearly a third of the cooperative's customers had no power.
      Brannock County Emergency Management opened a warming center at the Hadley Crossing Community Center on Third Avenue.
      Forecasters expect temperatures to fall to about 8 degrees tonight.`,
  }),
  script({
    id: 'fresh29-economy-wire-lede-fastener-plant-closing',
    topic: 'economy',
    title: 'Fastener plant to close, 286 jobs lost',
    location: 'Wendham Falls, Ohio',
    text: `Kestrel Fastener Co., a maker of industrial bolts and rivets that has operated on the south side of Wendham Falls since 1962, will close its plant there by March and lay off all 286 workers, the company told state labor officials in a notice filed Monday, citing falling orders from farm equipment makers and the cost of replacing aging machinery.
      The plant is the city's second-largest employer after the Wendham Falls school district.
      Mayor Grant Oyelaran said the city will work with the state to set up job fairs and retraining for laid-off workers.`,
  }),
  script({
    id: 'fresh29-government-wire-lede-sales-tax-vote',
    topic: 'government',
    title: 'Commissioners approve half-cent sales tax for roads',
    location: 'Stoney Ford, Georgia',
    text: `The Pell County Board of Commissioners voted 4-1 Tuesday night to raise the county's sales tax by half a cent, a measure Chairwoman Loretta Quimby said would bring in about $3.8 million a year for road repairs, overriding objections from several business owners who told commissioners the increase would drive shoppers across the line into neighboring Dorsey County.
      Commissioner Howard Tilbury cast the lone no vote.
      The increase takes effect April 1.`,
  }),
  script({
    id: 'fresh29-schools-quotes-later-start-time',
    topic: 'schools',
    title: 'School board votes to push back high school start time',
    location: 'Fenwick Hollow, Oregon',
    text: `The Fenwick Hollow School Board voted 5-2 Monday night to move the start of the high school day from 7:25 a.m. to 8:40 a.m. beginning next fall.
      More than 60 parents and students packed the meeting at Alder Street Middle School.
      "Our teenagers are walking to the bus in the dark half the year, and they're falling asleep in first period," board member Priya Castellanos said.
      "Practice will run past sunset, and nobody has told us where the extra bus money comes from," said parent Dwight Okafor, whose two sons play varsity soccer.
      The district estimates the change will add about $410,000 a year in busing costs.`,
    quotes: 2,
    speakers: ['Priya Castellanos', 'Dwight Okafor'],
  }),
  script({
    id: 'fresh29-business-quotes-bakery-expansion',
    topic: 'business',
    title: 'Downtown bakery buys empty hardware store to expand',
    location: 'Quarry Bend, Wisconsin',
    text: `A family bakery in downtown Quarry Bend is doubling in size after buying the vacant hardware store next door for $385,000.
      Hartwell Sisters Bakery will add 14 seats, a second oven and six jobs when the expansion opens in the spring.
      "We've been turning people away at the door every Saturday since July," co-owner Nadine Hartwell said.
      "That block has had three empty storefronts since 2019, and this fills one of them," said Tobias Renfrow, the city's economic development director.`,
    quotes: 2,
    speakers: ['Nadine Hartwell', 'Tobias Renfrow'],
  }),
  script({
    id: 'fresh29-sports-ironmen-season-opener',
    topic: 'sports',
    title: 'Dunsmore scores 27 as Ironmen win opener',
    location: 'Carver Mills, Indiana',
    text: `Junior guard Malik Dunsmore scored 27 points, grabbed nine rebounds and hit five 3-pointers as the Carver Mills Ironmen beat the Lintonville Red Hawks 68-61 in their season opener Friday night.
      The Ironmen trailed by eight at halftime before opening the third quarter on a 15-2 run.
      Senior Eli Brandvold added 14 points for Carver Mills.
      Lintonville was led by Treyvon Ashby with 22.
      The Ironmen host the Pruitt County Mustangs on Tuesday.`,
  }),
  script({
    id: 'fresh29-sports-coyotes-state-title',
    topic: 'sports',
    title: 'Sablewood Coyotes win first state football title',
    location: 'Sablewood, Nebraska',
    text: `The Sablewood Coyotes are state champions for the first time in school history.
      The Coyotes beat the Gresham Valley Bulldogs 28-21 in overtime Saturday to win the Class C-2 football title.
      Quarterback Jace Holloran ran in the winning touchdown from 4 yards out on the first play of overtime.
      "These kids never once looked at the scoreboard," Coyotes coach Randall Feeney said.
      Sablewood finishes the season 12-1.`,
    quotes: 1,
    speakers: ['Randall Feeney'],
  }),
  script({
    id: 'fresh29-elections-lark-harbor-mayor',
    topic: 'elections',
    title: 'Former clerk unseats Lark Harbor mayor by 212 votes',
    location: 'Lark Harbor, Michigan',
    text: `Former city clerk Annette Morrow-Kinsey will be Lark Harbor's next mayor after final results showed her defeating two-term incumbent Phil Dragomir by 212 votes.
      The county canvass certified Tuesday gave Morrow-Kinsey 3,184 votes to Dragomir's 2,972.
      Write-in candidate Bartholomew Yeager received 96.
      Dragomir said he would not request a recount.
      Morrow-Kinsey takes office Jan. 5.`,
  }),
  script({
    id: 'fresh29-courts-robbery-sentencing',
    topic: 'courts',
    title: 'Man gets 12 years for convenience store robberies',
    location: 'Greer Landing, Tennessee',
    text: `A Greer Landing man was sentenced Wednesday to 12 years in prison for a string of armed robberies at convenience stores last spring.
      Darnell Pickford, 31, pleaded guilty in September to three counts of aggravated robbery.
      Prosecutors said he held up stores in Greer Landing and nearby Osgood between April and June, taking about $2,300 in all.
      "Nobody who works a night shift should have to stare down a gun barrel over a register drawer," Circuit Judge Eleanor Voss said.
      Pickford must also pay $2,300 in restitution.`,
    quotes: 1,
    speakers: ['Eleanor Voss'],
  }),
  script({
    id: 'fresh29-crime-car-arson-arrest',
    topic: 'crime',
    title: 'Man arrested in apartment parking lot car fires',
    location: 'Tolliver Springs, New Mexico',
    text: `Police in Tolliver Springs have arrested a 24-year-old man they say set fire to two parked cars outside an apartment complex early Sunday.
      Kyle Renshaw is charged with two counts of arson and one count of criminal damage to property.
      "We have video of him walking up to both vehicles with a gas can," police Lt. Marisol Ybarra said.
      Renshaw is being held at the Tolliver County Detention Center on a $50,000 bond.
      His first court appearance is set for Tuesday.`,
    quotes: 1,
    speakers: ['Marisol Ybarra'],
  }),
  script({
    id: 'fresh29-traffic-brief-culvert-closure',
    topic: 'traffic',
    title: 'Mill Creek Road to close for culvert work',
    location: 'Penrose Junction, Pennsylvania',
    text: `Crews will close Mill Creek Road between Route 9 and Hatcher Lane from 7 a.m. to 5 p.m. daily Dec. 7 through Dec. 11 to replace a culvert.
      Drivers will be detoured onto Old Furnace Road, and township officials say to expect delays near Penrose Junction Elementary School at dismissal.`,
  }),
  script({
    id: 'fresh29-health-hospital-ends-deliveries',
    topic: 'health',
    title: 'Prairie Rose Medical Center to stop delivering babies',
    location: 'Wexley, South Dakota',
    text: `Prairie Rose Medical Center in Wexley will stop delivering babies Jan. 31, ending labor and delivery services at the 25-bed hospital.
      The hospital said in a statement that it delivered 118 babies last year, too few to keep obstetric nurses and doctors on call around the clock.
      Expectant mothers will be referred to Harmon Regional Hospital in Kell City, about 45 miles east.
      The hospital will keep its prenatal clinic open three days a week.`,
  }),
];
