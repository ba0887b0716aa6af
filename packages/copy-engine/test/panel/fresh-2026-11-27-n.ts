import { script } from '../corpus/script';
import type { CorpusScript } from '../corpus/script';

/**
 * Fresh scripts for a blind test, set N: long one-sentence wire ledes followed by shorter
 * sentences, multi-speaker stories with surname-only second references, sports results, vote
 * tallies, court and crime stories, weather and traffic, community, business, schools and
 * health items, quote-free stories and two-sentence briefs. Every person, place, business and
 * figure is invented.
 */
export const freshScriptsN: CorpusScript[] = [
  script({
    id: 'fresh14-business-wire-grocery-coop',
    topic: 'business',
    title: 'Harrowgate Market co-op to open full-size grocery store Jan. 15',
    location: 'Caldwell Springs, Iowa',
    text: `Harrowgate Market, a member-owned grocery cooperative that began as a weekly farm stand in a church parking lot in 2011, will open its first full-size store Jan. 15 in the former Dunmore Hardware building on Petrie Street, bringing fresh produce back to a neighborhood that has gone without a supermarket for six years, co-op leaders said Thursday.
      The store will employ about 40 people.
      Membership costs $100, but anyone can shop there.
      The co-op raised $1.8 million from about 2,300 member-owners to buy and renovate the building.`,
  }),
  script({
    id: 'fresh14-government-wire-water-main-break',
    topic: 'government',
    title: 'Boil advisory for 1,100 Marbury homes after Quarry Road water main break',
    location: 'Marbury, Pennsylvania',
    text: `About 1,100 homes in Marbury's Linden Hollow neighborhood are under a boil-water advisory for at least 48 hours after a 12-inch water main broke early Wednesday beneath Quarry Road, flooding three blocks, knocking out service for most of the morning and prompting the closure of Linden Hollow Elementary School for the day, city utility officials said.
      Crews expected to finish repairs late Wednesday night.
      Bottled water is available at the fire station on Ames Street until 8 p.m.
      The main was installed in 1954.`,
  }),
  script({
    id: 'fresh14-weather-wire-ice-storm-outages',
    topic: 'weather',
    title: 'Ice storm leaves more than 18,000 without power in Tolliver County',
    location: 'Brackett, Oklahoma',
    text: `A band of freezing rain that coated trees and power lines with up to half an inch of ice moved across Tolliver County overnight, snapping limbs, closing dozens of rural roads and leaving more than 18,000 homes and businesses without electricity as of 6 a.m. Friday, according to Ridgeline Electric Cooperative.
      Some customers may not get power back until Sunday.
      A warming center is open at the Brackett Civic Center.
      The National Weather Service says temperatures should climb above freezing by Saturday afternoon.`,
  }),
  script({
    id: 'fresh14-traffic-wire-ramp-closure',
    topic: 'traffic',
    title: 'Halvorsen Boulevard on-ramp to close Monday for five months',
    location: 'Orrin Falls, South Dakota',
    text: `The northbound on-ramp from Halvorsen Boulevard to state Route 41, which carries about 14,000 vehicles a day and is the main way into downtown Orrin Falls for commuters from the south side, will close Monday for about five months while crews rebuild the ramp and lengthen its merge lane, the state Department of Transportation said Tuesday.
      Drivers will be detoured to the Kessel Avenue interchange, about 2 miles north.
      The project will cost $7.4 million.
      Officials suggest allowing an extra 10 to 15 minutes during rush hour.`,
  }),
  script({
    id: 'fresh14-schools-wire-elementary-closures',
    topic: 'schools',
    title: 'Glenmoor superintendent proposes closing two elementary schools',
    location: 'Glenmoor, Oregon',
    text: `The Glenmoor Unified School District, facing a projected $4.6 million budget shortfall after losing about 900 students over the past five years, would close two elementary schools at the end of the school year and move their roughly 480 students into three nearby buildings under a plan that Superintendent Dana Whitcomb released Monday.
      The schools on the list are Fairhaven and Cobb Creek elementaries.
      Whitcomb said no teachers would lose their jobs.
      A public hearing is set for Dec. 4, and the school board is scheduled to vote Dec. 16.`,
  }),
  script({
    id: 'fresh14-economy-wire-trailer-layoffs',
    topic: 'economy',
    title: 'Tressler Manufacturing to lay off 135, end second shift in Wexley',
    location: 'Wexley, Wisconsin',
    text: `Tressler Manufacturing, a maker of aluminum boat trailers that has operated in Wexley for nearly 70 years, will lay off 135 workers and shut down its second shift by the end of January, citing a steep drop in orders from dealers across the Midwest, according to a notice the company filed with the state workforce agency.
      Tressler will keep about 210 employees.
      Laid-off workers will get severance and help finding new jobs.
      Wexley Mayor Ron Albrecht called the news a hard blow for the city.`,
  }),
  script({
    id: 'fresh14-government-speakers-solar-farm',
    topic: 'government',
    title: 'Proposed solar farm east of Ashby Crossing draws crowd to hearing',
    location: 'Ashby Crossing, Indiana',
    text: `Plans for a 1,200-acre solar farm east of Ashby Crossing drew more than 200 people to a Marrow County Commission hearing Tuesday night.
      Merrifield Energy wants to lease land from eight farm families along County Road 400 North.
      "This is my land, and I should be able to decide what grows on it," said Dale Hutchens, who would lease about 300 acres to the company.
      Neighbor Carla Beecham said the panels would ruin the view from her porch and could hurt property values.
      "Nobody asked us before the deals were signed," Beecham said.
      Commission President Lorna Petrakis said the board would vote Dec. 10.
      "We are going to read every comment before we decide," Petrakis said.`,
  }),
  script({
    id: 'fresh14-community-speakers-shelter-full',
    topic: 'community',
    title: 'Pruett Mills shelter waives adoption fees after dog intake doubles',
    location: 'Pruett Mills, Tennessee',
    text: `The Pruett Mills Animal Shelter is waiving adoption fees through Sunday after taking in 64 dogs in the past month, more than twice its usual number.
      "We have dogs in crates in the hallway and in my office," shelter director Monique Varga said.
      Varga said many owners gave up their pets after losing their housing.
      Volunteer Tom Ellery, who has walked dogs at the shelter for nine years, said he had never seen it so full.
      "Every one of these dogs just needs a couch and a person," Ellery said.`,
  }),
  script({
    id: 'fresh14-schools-speakers-phone-pouches',
    topic: 'schools',
    title: 'Carrow Point High students to lock up phones during class',
    location: 'Carrow Point, Maine',
    text: `Students at Carrow Point High School will have to lock their phones in magnetic pouches during class starting in January under a policy the school board approved Monday night.
      Principal Gail Okafor said teachers have struggled to hold students' attention.
      "Half the class is looking at a screen under the desk," Okafor said.
      Senior Jasper Lindqvist told the board the rule treats students like children.
      "Most of us are going to be adults in a few months," Lindqvist said.
      The pouches will cost the district about $22,000.`,
  }),
  script({
    id: 'fresh14-sports-football-semifinal-overtime',
    topic: 'sports',
    title: 'Corliss Valley beats Hartwell Ferry 35-28 in OT, advances to 3A final',
    location: 'Corliss Valley, Kansas',
    text: `Corliss Valley High School is headed to the Class 3A state football championship after beating Hartwell Ferry 35-28 in overtime Friday night.
      Quarterback Eli Brandvold ran in the winning touchdown from 4 yards out on the Cougars' first overtime possession, and the defense then stopped Hartwell Ferry on fourth down at the 6-yard line.
      Brandvold finished with 212 yards passing and three touchdowns.
      Corliss Valley, now 12-1, plays unbeaten Ostrander in the title game Dec. 3.`,
  }),
  script({
    id: 'fresh14-sports-womens-basketball-win',
    topic: 'sports',
    title: 'Oyelaran scores 27 as Brecken College tops Fairlow State 81-74',
    location: 'Brecken, Vermont',
    text: `Tamsin Oyelaran scored 27 points and grabbed 11 rebounds as Brecken College beat visiting Fairlow State 81-74 in women's basketball Wednesday night.
      Brecken trailed by nine at halftime before outscoring the Falcons 24-12 in the third quarter.
      The Lady Otters, now 5-1, host Dunstan University on Saturday at 2 p.m.`,
  }),
  script({
    id: 'fresh14-elections-tally-truck-parking',
    topic: 'elections',
    title: 'Haddon Park council votes 6-3 to ban overnight truck parking on residential streets',
    location: 'Haddon Park, Colorado',
    text: `The Haddon Park City Council voted 6-3 Monday night to ban overnight parking of commercial trucks and semitrailers on residential streets starting March 1.
      Violators will face a $75 fine for a first offense and $150 for each one after that.
      The three members who voted no said the city should first build a truck lot for drivers who live in town.
      Council Member Rosa Quintanar, who sponsored the ban, said she had received dozens of complaints about trucks blocking drivers' views of children at intersections.`,
  }),
  script({
    id: 'fresh14-elections-tally-sales-tax',
    topic: 'elections',
    title: 'Sterling Creek road tax passes by 157 votes in final count',
    location: 'Sterling Creek, Arizona',
    text: `Sterling Creek voters narrowly approved a half-cent sales tax increase to pay for road repairs, according to final results certified Wednesday.
      The measure passed 4,812 to 4,655, a margin of 157 votes, or about 1.7 percentage points.
      Election night returns had shown it ahead by just 38 votes before late mail ballots were counted.
      The tax takes effect April 1 and is expected to raise about $2.1 million a year.`,
  }),
  script({
    id: 'fresh14-crime-arrest-credit-union-robbery',
    topic: 'crime',
    title: 'Quenton man charged in credit union holdup',
    location: 'Quenton, Louisiana',
    text: `A 29-year-old Quenton man is charged with armed robbery after police say he held up the Bayou Federal Credit Union branch on Levert Street on Saturday afternoon.
      Police Chief Andre Fontenot said officers arrested Darnell Voss about two hours after the robbery at a motel on the edge of town.
      Officers recovered about $6,400 and a handgun, Fontenot said.
      No one was hurt.
      Voss is being held in the Belrose Parish jail on $250,000 bond.`,
  }),
  script({
    id: 'fresh14-courts-sentence-township-clerk',
    topic: 'courts',
    title: 'Former Orlow Township clerk gets three years for stealing $212,000',
    location: 'Orlow, New Jersey',
    text: `A former Orlow Township clerk was sentenced Thursday to three years in state prison for stealing more than $212,000 in permit and license fees over six years.
      Janine Kroll, 58, pleaded guilty in September to theft by deception and official misconduct.
      Superior Court Judge Harold Mendes also ordered Kroll to repay the money and barred her from ever holding public office in the state.
      Investigators said Kroll spent the money on vacations, jewelry and a fishing boat.`,
  }),
  script({
    id: 'fresh14-fire-noquote-barn-cattle',
    topic: 'fire',
    title: 'Barn fire kills 14 cattle outside Hollin Corners',
    location: 'Hollin Corners, Nebraska',
    text: `A fire early Sunday destroyed a barn and killed 14 head of cattle on a farm about 5 miles south of Hollin Corners.
      The Hollin Corners Volunteer Fire Department was called just after 3 a.m. and found the barn fully engulfed.
      Firefighters from three neighboring departments helped keep the flames from spreading to a house and two grain bins.
      The state fire marshal's office is investigating, but a space heater is the suspected cause.`,
  }),
  script({
    id: 'fresh14-community-noquote-veterans-memorial',
    topic: 'community',
    title: 'New veterans memorial to be dedicated in Tamsworth on Saturday',
    location: 'Tamsworth, North Carolina',
    text: `A new memorial honoring the 312 Tamsworth County residents who died in military service since World War I will be dedicated Saturday at 11 a.m. on the courthouse lawn.
      The granite wall lists each name along with the person's branch and year of death.
      A local veterans group raised the $185,000 cost over four years through barbecue dinners, raffles and donations.`,
  }),
  script({
    id: 'fresh14-business-brief-bakery-closing',
    topic: 'business',
    title: 'Garnet Ridge bakery to close after 52 years',
    location: 'Garnet Ridge, Montana',
    text: `Kessler's Bakery on Main Street in Garnet Ridge will close for good Dec. 23 after 52 years in business.
      "My hands are telling me it's time, and none of the kids want to get up at 3 in the morning," owner Ruth Kessler said.`,
  }),
  script({
    id: 'fresh14-community-brief-library-fines',
    topic: 'community',
    title: 'Wrenfield library to forgive late fines for food donations',
    location: 'Wrenfield, Massachusetts',
    text: `The Wrenfield Public Library will waive overdue fines through Dec. 31 for anyone who brings in a canned or boxed food item.
      The donations will go to the Wrenfield Community Pantry, which says it served a record 1,340 families in October.`,
  }),
  script({
    id: 'fresh14-health-brief-blood-shortage',
    topic: 'health',
    title: 'Tri-Valley Blood Center says O-negative supply below one day',
    location: 'Nolan Springs, Idaho',
    text: `The Tri-Valley Blood Center in Nolan Springs says its supply of type O-negative blood has dropped to less than one day's worth, and it is asking eligible donors to make an appointment this week.
      Donors who give before Sunday will receive a $10 gift card to a local grocery store.`,
  }),
];
