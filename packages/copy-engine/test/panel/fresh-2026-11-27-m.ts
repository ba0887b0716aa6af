import { script } from '../corpus/script';
import type { CorpusScript } from '../corpus/script';

/**
 * Fresh scripts for a blind test, set M: wire ledes, multi-speaker stories with surname-only
 * second references, sports results, vote tallies, court and crime stories, weather and
 * traffic, quote-free stories and two-sentence briefs. Every person, place, business and
 * figure is invented.
 */
export const freshScriptsM: CorpusScript[] = [
  script({
    id: 'fresh13-business-wire-grocery-coop',
    topic: 'business',
    title: 'Harvest Table co-op to move to larger Brightwater Plaza store',
    location: 'Quillmont, Wisconsin',
    text: `Harvest Table Grocery Cooperative, a member-owned store that has operated out of a former hardware building on Delmore Street in Quillmont since 1984, will move into a 22,000-square-foot space at the Brightwater Plaza shopping center next spring, nearly tripling its floor space and adding about 40 jobs, the co-op's board said Tuesday.
      The $6.8 million project is being paid for with member loans and a state rural grocery grant.
      The co-op has about 5,100 member households.
      The current store will stay open until the move.`,
  }),
  script({
    id: 'fresh13-government-wire-water-main',
    topic: 'government',
    title: 'Water main work on Sutter Avenue to bring detours through August',
    location: 'Harrowgate Mills, Pennsylvania',
    text: `Crews will begin replacing nearly 3 miles of cast-iron water main beneath Sutter Avenue and Mill Race Road in Harrowgate Mills next week, a $9.4 million project that borough officials expect to last until August, prompting lane closures, short water shutoffs and detours for drivers who use the route to reach Route 44, according to the borough's public works director.
      The pipes being replaced date to the 1920s.
      Residents will get at least 48 hours' notice before their water is shut off.
      Most shutoffs should last less than six hours.`,
  }),
  script({
    id: 'fresh13-fire-wire-apartment-fire',
    topic: 'fire',
    title: 'Fire at Cypress Row Apartments displaces 20, injures firefighter',
    location: 'Brisco Landing, Louisiana',
    text: `A fire that broke out early Thursday in a third-floor unit of the Cypress Row Apartments on Gentry Street in Brisco Landing spread through the building's attic before firefighters brought it under control, leaving 14 adults and six children without a place to stay and sending one firefighter to the hospital with a heat-related injury, the Brisco Landing Fire Department said.
      The Red Cross is helping the displaced families with food and shelter.
      The firefighter was treated and released.
      The cause of the fire is under investigation.`,
  }),
  script({
    id: 'fresh13-economy-wire-mill-closing',
    topic: 'economy',
    title: 'Halbrook Textile to close Tamsin Creek mill, lay off 212',
    location: 'Tamsin Creek, Alabama',
    text: `Halbrook Textile Co., which has made cotton yarn at its mill on the Tamsin River for more than 70 years and is the largest private employer in Tamsin Creek, will close the plant in February and lay off all 212 of its workers, citing rising costs and falling orders from clothing makers, according to a notice the company filed with the state Wednesday.
      Workers will get severance based on years of service.
      The state labor department plans to hold a job fair for affected employees next month.
      Mayor Loretta Vance called the closing a hard blow for the town.`,
  }),
  script({
    id: 'fresh13-health-wire-maternity-unit',
    topic: 'health',
    title: 'Merriwell General to stop delivering babies Jan. 31',
    location: 'Merriwell, Montana',
    text: `Merriwell General Hospital, the only hospital within 80 miles of the town, will stop delivering babies on Jan. 31 because it cannot hire enough nurses and doctors for its four-bed maternity unit, which handled 146 births last year, meaning expectant mothers in the area will have to travel to Corbin City or Aldermoor to give birth, hospital officials announced Wednesday.
      The hospital will keep offering prenatal checkups, and its emergency room will remain open around the clock.
      Officials said the unit's seven nurses will be offered other jobs at the hospital.`,
  }),
  script({
    id: 'fresh13-community-wire-covered-bridge',
    topic: 'community',
    title: 'Restored Pruett Mill Covered Bridge reopens to walkers Saturday',
    location: 'Ostler Ford, Ohio',
    text: `The Pruett Mill Covered Bridge, a 142-foot wooden span over Fallow Creek that was built in 1871 and closed to all traffic after a flood damaged its stone supports three years ago, will reopen to walkers and cyclists Saturday following a $1.6 million restoration paid for largely with state money and private donations, the Ostler Ford Historical Society said Wednesday.
      A ribbon cutting is set for 10 a.m.
      The bridge will remain closed to cars.
      Volunteers will hand out hot cider at the Fallow Creek trailhead.`,
  }),
  script({
    id: 'fresh13-schools-speakers-phone-ban',
    topic: 'schools',
    title: 'Corvanne High to lock up student cellphones starting in January',
    location: 'Corvanne, Minnesota',
    text: `Students at Corvanne High School will have to lock away their cellphones for the whole school day starting in January under a policy the school board approved Monday night.
      Principal Dana Whitcombe said teachers have been competing with phones for students' attention for years.
      "Our kids are spending class time on their screens, and it's showing up in their grades," Whitcombe said.
      Some parents worry they will not be able to reach their children in an emergency.
      "If something happens at that school, I want to be able to hear from my daughter," said parent Marcus Ebright, who spoke against the policy at the meeting.
      Whitcombe said the front office will take calls from parents at any time.`,
  }),
  script({
    id: 'fresh13-community-speakers-dog-park',
    topic: 'community',
    title: 'Linden Shoals to build first off-leash dog park',
    location: 'Linden Shoals, Maine',
    text: `Linden Shoals will get its first off-leash dog park next summer on a 2-acre lot behind the Harbor Street fire station.
      The Town Council agreed Tuesday to spend $85,000 on fencing, benches and a water station.
      "People have been asking for a safe place to let their dogs run for a long time," Council Chair Ruth Abernathy said.
      Neighbor Glen Tasker said he is worried about noise and parking on his street.
      "I like dogs fine, but nobody asked those of us who live right next door," Tasker said.
      Abernathy said the town will add 12 parking spaces and limit the park's hours to 7 a.m. to dusk.`,
  }),
  script({
    id: 'fresh13-government-speakers-parking-meters',
    topic: 'government',
    title: 'Ashby Cross to swap coin meters for card and phone pay stations',
    location: 'Ashby Cross, Virginia',
    text: `Ashby Cross will replace the coin-operated parking meters on Main Street and Carroway Avenue with pay stations that take cards and phone payments by spring.
      City Manager Teresa Oyelaran said the old meters break down often and cost more to repair than they bring in.
      "We're spending staff time chasing jammed coins instead of fixing potholes," Oyelaran said.
      Downtown business owners say they support the change but do not want rates to go up.
      "Anything that makes it easier for customers to park is good, as long as it doesn't cost them more," said Phil Dunaway, who owns a shoe repair shop on Main Street.
      Oyelaran said the rate will stay at $1 an hour.
      Dunaway said he plans to follow the council's budget talks closely.`,
  }),
  script({
    id: 'fresh13-sports-volleyball-state-final',
    topic: 'sports',
    title: 'Pellham Gap wins first state volleyball title',
    location: 'Pellham Gap, West Virginia',
    text: `The Pellham Gap Panthers won their first state volleyball title Saturday, beating Red Sumac 3-1 in the Class AA final at the Kessling Civic Center.
      The Panthers dropped the first set 25-21 before taking the next three 25-19, 25-22 and 25-17.
      Senior outside hitter Kayla Morrow had 21 kills and 14 digs.
      Pellham Gap finished the season 34-5.`,
  }),
  script({
    id: 'fresh13-sports-hockey-rivalry',
    topic: 'sports',
    title: 'Wrenfield rallies past Halden Ridge 4-2 in boys hockey',
    location: 'Wrenfield, New Hampshire',
    text: `Wrenfield scored twice in the third period to beat rival Halden Ridge 4-2 in boys hockey Wednesday night at Marcotte Arena.
      Junior Eli Brandvold broke a 2-2 tie with a power-play goal with 6:14 left, and Owen Pacheco added an empty-net goal in the final minute.
      Goalie Sam Reinholt made 31 saves for Wrenfield, which improved to 3-0.
      Halden Ridge fell to 1-2.`,
  }),
  script({
    id: 'fresh13-elections-tally-school-closure',
    topic: 'elections',
    title: 'Brannock School Board votes 5-4 to close Juniper Hill Elementary',
    location: 'Brannock, Utah',
    text: `The Brannock School Board voted 5-4 Tuesday night to close Juniper Hill Elementary at the end of the school year and move its 187 students to two other schools in the district.
      District officials said enrollment at the 62-year-old school has dropped by more than a third in the past decade and that closing it will save about $1.1 million a year.
      Board members who voted no said the district should have waited another year to study other options.
      Nearly 200 parents and teachers packed the meeting, and many spoke against the closure.`,
  }),
  script({
    id: 'fresh13-elections-tally-library-levy',
    topic: 'elections',
    title: 'Dunmere library levy passes by 432 votes',
    location: 'Dunmere, Washington',
    text: `Voters in Dunmere narrowly approved a property tax levy for the Dunmere Public Library, with 6,412 votes in favor and 5,980 against, according to final results certified by the county elections office Wednesday.
      The levy will raise about $2.3 million a year for seven years.
      It will cost the owner of a $300,000 home about $75 a year.
      Library Director Hannah Kessel said the money will allow the main branch to reopen on Sundays.`,
  }),
  script({
    id: 'fresh13-crime-arrest-pharmacy-burglaries',
    topic: 'crime',
    title: 'Man arrested in Halvorsen Bluff pharmacy break-ins',
    location: 'Halvorsen Bluff, Oklahoma',
    text: `Halvorsen Bluff police have arrested a 34-year-old man in connection with a string of overnight break-ins at three pharmacies in the city since October.
      Travis Allen Denholm of Halvorsen Bluff was arrested Tuesday at a motel on Route 9 and is charged with three counts of second-degree burglary and one count of possession of a controlled substance.
      Police said officers found prescription drugs and a pry bar in his room.
      Denholm is being held in the Osgood County jail on $75,000 bond.`,
  }),
  script({
    id: 'fresh13-courts-verdict-home-builder',
    topic: 'courts',
    title: 'Jury convicts Kestrel Point home builder of taking $410,000 in deposits',
    location: 'Kestrel Point, North Carolina',
    text: `A Kestrel Point jury on Wednesday found a local home builder guilty of taking more than $410,000 in deposits from 17 families for houses he never built.
      Jurors deliberated about five hours before convicting Bradley Sowerby, 51, owner of Sowerby Custom Homes, on 17 counts of obtaining property by false pretenses.
      Prosecutors said Sowerby used the money to pay off business debts and buy a boat.
      "These families handed over their savings in good faith, and he took it," District Attorney Monica Fairleigh said after the verdict.
      Sowerby's attorney, Kyle Brandt, said his client plans to appeal.
      Sentencing is set for Jan. 12.`,
  }),
  script({
    id: 'fresh13-weather-fog-freeze',
    topic: 'weather',
    title: 'Dense fog advisory, freezing temperatures for Tolliver County',
    location: 'Prewitt Hollow, Mississippi',
    text: `The National Weather Service has issued a dense fog advisory for Prewitt Hollow and the rest of Tolliver County until 10 a.m. Saturday.
      Visibility could drop to a quarter-mile or less in low-lying areas.
      Temperatures are expected to fall to around 28 degrees overnight, and forecasters say bridges and overpasses could turn icy.
      Drivers should slow down, use low-beam headlights and leave extra space between vehicles.`,
  }),
  script({
    id: 'fresh13-traffic-overturned-truck',
    topic: 'traffic',
    title: 'Overturned lumber truck closes State Route 318 near Gorsley',
    location: 'Gorsley, Arizona',
    text: `All westbound lanes of State Route 318 near Gorsley were closed for about four hours Friday morning after a tractor-trailer overturned and spilled its load of lumber across the highway.
      State troopers said the driver was taken to a hospital with minor injuries.
      Traffic backed up for nearly 6 miles before crews reopened one lane shortly after 10 a.m.
      The crash remains under investigation.`,
  }),
  script({
    id: 'fresh13-schools-brief-makeup-days',
    topic: 'schools',
    title: 'Abernook schools add two makeup days in June',
    location: 'Abernook, Iowa',
    text: `Abernook Community Schools will add two days to the end of the school year to make up for days lost to flooding in September.
      The last day of classes is now June 4.`,
  }),
  script({
    id: 'fresh13-health-brief-blood-drive',
    topic: 'health',
    title: 'Blood center asks donors to give Saturday as type O supply runs low',
    location: 'Cordwain, Idaho',
    text: `The Cordwain Regional Blood Center is asking donors to give this weekend because its supply of type O blood has fallen to less than two days' worth.
      A drive is set for 9 a.m. to 2 p.m. Saturday at Grace Fellowship Church on Tamarack Road, and donors will get a free T-shirt.`,
  }),
  script({
    id: 'fresh13-business-bakery-storefront',
    topic: 'business',
    title: 'Farmers market bakery opens first storefront on Wexler Avenue',
    location: 'Moxley Heights, New Jersey',
    text: `A family-owned bakery that got its start at the Moxley Heights farmers market has opened its first storefront on Wexler Avenue.
      Sweet Fennel Bakery sells sourdough bread, Portuguese sweet rolls and fruit pies.
      Owners Ana and Mateus Carvalho say they spent two years looking for the right space.
      The shop is open Tuesday through Sunday from 7 a.m. to 3 p.m.`,
  }),
];
