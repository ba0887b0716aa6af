import { script } from '../corpus/script';
import type { CorpusScript } from '../corpus/script';

/**
 * Fresh scripts for a blind test, set K: wire ledes, multi-speaker stories with surname-only
 * second references, sports results, vote tallies, court and crime stories, weather and
 * traffic, community, business and schools items, quote-free stories and two-sentence briefs.
 * Every person, place, business and figure is invented.
 */
export const freshScriptsK: CorpusScript[] = [
  script({
    id: 'fresh11-business-wire-grocery-co-op',
    topic: 'business',
    title: 'Hollins Creek grocery co-op to open in former hardware store',
    location: 'Hollins Creek, Iowa',
    text: `The Hollins Creek Community Market, a member-owned grocery cooperative that has spent four years raising money to bring a full-service store back to a town without one since 2021, will open Jan. 15 in the former Dobrey Hardware building on Main Street, offering fresh produce, a deli counter and about 30 jobs, board members said Tuesday.
      More than 1,100 households have bought $150 memberships.
      Members will get a share of any yearly profits, but the store will be open to everyone.
      The nearest grocery store now is 22 miles away in Pardell.`,
  }),
  script({
    id: 'fresh11-weather-wire-ice-storm',
    topic: 'weather',
    title: 'Ice storm knocks out power to 41,000 in Cardle County',
    location: 'Orrville Junction, Missouri',
    text: `Freezing rain that coated Cardle County in up to half an inch of ice overnight snapped tree limbs and power lines across the region, leaving about 41,000 homes and businesses without electricity early Wednesday and forcing schools in Orrville Junction, Tamsey and four other districts to cancel classes, utility and county officials said.
      Crews from three neighboring states are on the way to help restore service.
      Sable River Electric said some customers could be without power until the weekend.
      A warming center is open at the Orrville Junction Armory on Fourth Street.`,
  }),
  script({
    id: 'fresh11-traffic-wire-interchange-closure',
    topic: 'traffic',
    title: 'Route 9 ramps at Weller Road to close for three weeks',
    location: 'Brantford Hills, Pennsylvania',
    text: `Both ramps connecting Route 9 to Weller Road in Brantford Hills, an interchange that carries about 28,000 vehicles a day and serves the Fairhaven Commons shopping center, will close Monday for about three weeks while crews replace a cracked drainage culvert beneath the roadway, sending drivers on a detour of nearly 4 miles, state transportation officials said Friday.
      Signs will direct drivers to the Kessler Avenue exit.
      The work is expected to cost about $1.8 million.
      Officials said the ramps should reopen before Christmas if the weather cooperates.`,
  }),
  script({
    id: 'fresh11-schools-wire-bus-driver-shortage',
    topic: 'schools',
    title: 'Mercer Valley schools cut five bus routes over driver shortage',
    location: 'Mercer Valley, Oregon',
    text: `The Mercer Valley School District, which has been short at least 12 bus drivers since the school year began in September, will combine five bus routes starting Monday, adding as much as 25 minutes to some students' rides and forcing about 300 families on the district's east side to find other ways to get their children to school, Superintendent Carla Vantreese said Thursday.
      The district is offering a $2,000 signing bonus to new drivers.
      Training is free and takes about six weeks.
      Parents can check the district website for updated pickup times.`,
  }),
  script({
    id: 'fresh11-government-wire-boil-advisory',
    topic: 'government',
    title: 'Boil-water advisory issued for 6,500 Kettering Flats customers',
    location: 'Kettering Flats, Arizona',
    text: `About 6,500 water customers in Kettering Flats, mostly in neighborhoods north of Dunmore Road, are under a boil-water advisory after a 16-inch water main broke early Tuesday near the city's main pumping station, dropping pressure across the system and flooding part of a nearby parking lot, city utility officials said.
      Residents should boil tap water for at least one minute before drinking it or using it to cook.
      Crews expect to finish repairs by Wednesday night.
      Free bottled water is available at Kettering Flats City Hall until 8 p.m.`,
  }),
  script({
    id: 'fresh11-economy-wire-plant-layoffs',
    topic: 'economy',
    title: 'Calloway Components to lay off 180 at Ridgemont plant',
    location: 'Ridgemont, Indiana',
    text: `Calloway Components, an auto parts maker that has operated a brake assembly plant on the south side of Ridgemont since 1987 and is one of the county's five largest employers, will lay off about 180 workers in February as it shifts part of its production to a newer plant in Tennessee, according to a notice filed with the state Monday.
      The plant will keep about 420 workers.
      Company officials did not say whether more cuts are planned.
      The state workforce office will hold a job fair for affected workers next month.`,
  }),
  script({
    id: 'fresh11-government-speakers-dog-park',
    topic: 'government',
    title: 'Neighbors split over proposed dog park at Larkin Field',
    location: 'Westhaven, Connecticut',
    text: `A plan to turn part of Larkin Field into a fenced dog park drew a crowd of more than 80 people to Westhaven's parks commission meeting Tuesday night.
      "We have hundreds of dog owners in this town and not one place where a dog can run off a leash," said Denise Albarran, who has collected more than 400 signatures in support.
      Neighbor Walter Pruett said he worries about noise and parking on the narrow streets around the field.
      "Nobody is against dogs, but this is the wrong spot," Pruett said.
      Albarran said supporters are willing to raise money for the fencing.
      The commission is expected to vote on the plan in January.`,
  }),
  script({
    id: 'fresh11-schools-speakers-phone-ban',
    topic: 'schools',
    title: 'Dunleith High to lock up student phones during class',
    location: 'Dunleith, Wisconsin',
    text: `Students at Dunleith High School will have to lock their cellphones in magnetic pouches during the school day starting in January, Principal Monica Ferreira said Wednesday.
      "We've seen what happens when kids can put the phone down, and it's more talking, more focus and fewer fights," Ferreira said.
      Junior class president Evan Tollefsen said many students are frustrated they were not asked first.
      "A lot of us use our phones to check work schedules and talk to our parents," Tollefsen said.
      Ferreira said students will still be able to use school phones in the front office in an emergency.
      The pouches cost the district about $21,000.`,
  }),
  script({
    id: 'fresh11-community-speakers-ferry-service',
    topic: 'community',
    title: 'Winter ferry to Gull Island will run one more year',
    location: 'Port Annisby, Maine',
    text: `The only winter ferry between Port Annisby and Gull Island will keep running through March after a local foundation agreed to cover a $140,000 shortfall, island and foundation leaders said Monday.
      "Without that boat, people on the island can't get to the doctor, can't get groceries and can't get to work," said Ruth Caldicott, who chairs the Gull Island council.
      Peter Marchetti, director of the Annisby Harbor Foundation, said the grant is meant to buy time for a longer-term fix.
      "We can't do this every year, so the state and the county need to come to the table," Marchetti said.
      Caldicott said about 70 people live on the island year-round.`,
  }),
  script({
    id: 'fresh11-sports-football-playoff',
    topic: 'sports',
    title: 'Calder Springs beats Norwood 28-21 to reach state final',
    location: 'Calder Springs, Texas',
    text: `Calder Springs is headed to its first state football final in 19 years after beating Norwood 28-21 on Friday night.
      Quarterback Isaiah Brandt threw for 246 yards and two touchdowns, and running back Tomas Quiroga scored the go-ahead touchdown on a 7-yard run with 3:12 left.
      Norwood reached the Calder Springs 30 on its final drive, but a fourth-down pass fell incomplete.
      The Panthers, now 13-1, will play Eastfield for the Class 4A title Dec. 12.`,
  }),
  script({
    id: 'fresh11-sports-volleyball-state-title',
    topic: 'sports',
    title: 'Lindgren Academy wins state volleyball title in five sets',
    location: 'Marrow Bay, Minnesota',
    text: `Lindgren Academy won its second straight state volleyball championship Saturday, rallying to beat Holt Prairie in five sets, 22-25, 25-20, 23-25, 25-18, 15-11.
      Senior Abby Kowalczyk had 24 kills, and sophomore Jenna Rusk added 41 assists.
      "We were down two sets to one, and nobody panicked," coach Lorraine Duffy said.
      Lindgren finished the season 31-3.`,
  }),
  script({
    id: 'fresh11-elections-tally-council-speed-cameras',
    topic: 'elections',
    title: 'Stanbury council votes 5-2 to add speed cameras near schools',
    location: 'Stanbury, Colorado',
    text: `The Stanbury City Council voted 5-2 Monday night to install speed cameras in school zones near six elementary and middle schools.
      Drivers caught going more than 10 mph over the limit will get a $75 ticket in the mail, though the city will send only warnings for the first 30 days.
      Council members Gary Hoyle and Anita Brisco voted no, saying the cameras are more about money than safety.
      Police Chief Raymond Ocampo said officers wrote more than 900 speeding tickets in those zones last school year.
      The cameras could be running by March.`,
  }),
  script({
    id: 'fresh11-elections-tally-library-levy',
    topic: 'elections',
    title: 'Voters approve Fairmont County library levy by 2,300 votes',
    location: 'Fairmont, Ohio',
    text: `Fairmont County voters approved a 1-mill property tax levy for the county library system, according to final results released Wednesday by the county elections board.
      The levy passed with 14,862 votes in favor and 12,541 against, or about 54 percent to 46 percent.
      It will raise about $2.4 million a year for 10 years and cost the owner of a $200,000 home about $70 a year.
      Library Director Helen Marsh said the money will keep all five branches open on Sundays.`,
  }),
  script({
    id: 'fresh11-crime-arrest-catalytic-converters',
    topic: 'crime',
    title: 'Two arrested in string of catalytic converter thefts',
    location: 'Glenmoor, California',
    text: `Glenmoor police have arrested two men accused of stealing catalytic converters from more than 40 vehicles across the city since August.
      Dustin Ahearn, 27, and Marco Villeda, 31, both of Pell Harbor, were arrested early Sunday after officers spotted them under a van in a church parking lot on Cypress Avenue, police said.
      Officers found saws, jacks and 11 catalytic converters in their pickup truck.
      Both men are charged with grand theft and possession of stolen property and are being held on $50,000 bail each.`,
  }),
  script({
    id: 'fresh11-courts-sentence-embezzlement',
    topic: 'courts',
    title: 'Former Tolliver church bookkeeper sentenced to four years',
    location: 'Tolliver, Georgia',
    text: `A former bookkeeper for Grace Hill Baptist Church in Tolliver was sentenced Thursday to four years in prison for stealing more than $310,000 from the church over six years.
      Sharon Dewberry, 58, pleaded guilty in September to theft and forgery.
      Prosecutors said she wrote herself hundreds of checks and used the money for vacations, a boat and credit card bills.
      Superior Court Judge Alan Whitcomb also ordered her to pay the money back.
      "She took from people who trusted her completely," Whitcomb said.`,
  }),
  script({
    id: 'fresh11-community-brief-toy-drive',
    topic: 'community',
    title: 'Firefighters collecting toys at all Bexley stations',
    location: 'Bexley Falls, New Hampshire',
    text: `Bexley Falls firefighters are collecting new, unwrapped toys at all four city fire stations through Dec. 18 for children in families that are struggling this year.
      Last year the drive gathered more than 2,600 toys for about 700 children.`,
  }),
  script({
    id: 'fresh11-business-brief-bakery-closing',
    topic: 'business',
    title: "Dorsey's Bakery to close after 62 years",
    location: 'Ashgrove, Virginia',
    text: `Dorsey's Bakery, a fixture on Ashgrove's Market Street since 1964, will close for good Dec. 31, owners Frank and Lila Dorsey said Tuesday.
      The couple said they are retiring and could not find a buyer, and they plan to keep making the bakery's rum cakes for Christmas orders until the last day.`,
  }),
  script({
    id: 'fresh11-schools-brief-robotics-team',
    topic: 'schools',
    title: 'Pinecrest Middle robotics team heads to national competition',
    location: 'Pinecrest, South Carolina',
    text: `A team of six eighth-graders from Pinecrest Middle School will compete at a national robotics championship in Houston in April after winning the state title last weekend.
      The team's robot, built to sort recycling, beat 38 other entries.
      The students are raising about $9,000 for travel and plan a car wash and bake sale next month.`,
  }),
  script({
    id: 'fresh11-fire-brief-house-fire',
    topic: 'fire',
    title: 'No one hurt in Carmody Street house fire',
    location: 'Lanesford, Kansas',
    text: `A fire heavily damaged a two-story house on Carmody Street in Lanesford early Thursday, but the family of five and their dog got out safely.
      Fire officials said the fire appears to have started in a space heater in a first-floor bedroom, and the Red Cross is helping the family.`,
  }),
  script({
    id: 'fresh11-health-brief-hospital-visitors',
    topic: 'health',
    title: 'Saint Osric Medical Center limits visitors as flu spreads',
    location: 'Brecken, Montana',
    text: `Saint Osric Medical Center in Brecken is limiting patients to two visitors at a time and barring visitors under 14 as flu cases rise across the region.
      The hospital said it has treated 63 flu patients in the past two weeks, more than triple the number at this time last year.
      The limits will stay in place until further notice.`,
  }),
];
