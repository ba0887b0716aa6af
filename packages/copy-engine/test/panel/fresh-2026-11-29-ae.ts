import { script } from '../corpus/script';
import type { CorpusScript } from '../corpus/script';

/**
 * Fresh scripts for a blind test, set AE: three long one-sentence wire ledes (mid-sentence attribution with a participle phrase, an opening time phrase, a subject appositive with a closing "according to"), three two-speaker quote stories (one quote running across two sentences), two sports results (one overtime comeback), a council vote with a lone dissent, an arrest with a bond, a highway crash closure, a school budget gap, a plant closing and a shop opening. Every person, place, business and figure is invented.
 */
export const freshScriptsAE: CorpusScript[] = [
  script({
    id: 'fresh31-government-wire-lede-water-shutoff',
    topic: 'government',
    title: 'Valve repair will cut water to north side for up to 12 hours',
    location: 'Tillbrook, Minnesota',
    text: `Water service to roughly 3,200 homes and businesses on the north side of Tillbrook will be shut off for up to 12 hours Thursday, utilities director Paula Renner said Tuesday, citing a cracked 16-inch valve beneath the Hadley Street intersection that crews must replace before overnight temperatures drop below zero later in the week.
      The shutoff is scheduled to begin at 7 a.m.
      Residents are urged to fill bathtubs and containers Wednesday night.
      Bottled water will be handed out at Fire Station 2 on Linden Avenue until service is restored.
      A boil-water advisory will stay in effect for 48 hours afterward.`,
  }),
  script({
    id: 'fresh31-weather-wire-lede-overnight-storms',
    topic: 'weather',
    title: 'Overnight storms knock out power to more than 9,000',
    location: 'Corliss Junction, Arkansas',
    text: `Shortly after 2 a.m. Sunday, a line of severe thunderstorms carrying wind gusts near 70 miles per hour swept across southern Pruett County, toppling dozens of trees onto power lines, peeling the roof off a machine shed near Corliss Junction and leaving more than 9,000 customers without electricity as temperatures fell into the upper 30s.
      No injuries were reported.
      Ridgeline Electric Cooperative said most customers should have power back by Monday evening.
      Weather service meteorologists plan to survey the damage Monday to determine whether a brief tornado touched down.`,
  }),
  script({
    id: 'fresh31-courts-wire-lede-treasurer-plea',
    topic: 'courts',
    title: 'Former county treasurer pleads guilty, agrees to repay $86,000',
    location: 'Bexley Falls, Nebraska',
    text: `Reginald Thorne, a former Harlow County treasurer who resigned in 2024 amid questions about missing property tax receipts, pleaded guilty Monday to one count of theft of public funds and agreed to repay more than $86,000 to the county, according to records filed in Harlow County District Court.
      Prosecutors dropped four other counts as part of the agreement.
      Thorne faces up to five years in prison, though the plea deal recommends probation.
      Sentencing is set for Jan. 14.
      A state audit last year found gaps in the treasurer's books dating back to 2021.`,
  }),
  script({
    id: 'fresh31-crime-quotes-mailbox-thefts',
    topic: 'crime',
    title: 'Police link string of mail thefts to same pickup truck',
    location: 'Marlow Ridge, Oregon',
    text: `Police in Marlow Ridge are asking residents to check their mailboxes every day after a string of mail thefts in the Fernwood subdivision.
      Officers have taken 23 reports since Nov. 1, most involving stolen checks and gift cards.
      Police Lt. Sandra Okafor said investigators believe the same two people are responsible.
      "We have doorbell video from at least four homes, and it shows the same gray pickup every time," Okafor said.
      Fernwood Homeowners Association President Glen Harwick said neighbors have started a group text to report unfamiliar vehicles.
      "People here are angry, but mostly they just want their mail back," Harwick said.
      Anyone with information is asked to call the department's tip line.`,
    quotes: 2,
    speakers: ['Sandra Okafor', 'Glen Harwick'],
  }),
  script({
    id: 'fresh31-elections-quotes-sheriff-recount',
    topic: 'elections',
    title: 'Hand recount set in sheriff race decided by 41 votes',
    location: 'Dunnigan, Wisconsin',
    text: `A recount in the race for Dunnigan County sheriff will begin Monday after the final tally showed just 41 votes separating the two candidates.
      County Clerk Miriam Castellanos said her office will hand-count all 18,600 ballots cast in the Nov. 3 election.
      "Every ballot will be looked at by two people, one from each campaign, and nothing leaves the room," Castellanos said.
      Challenger Dale Pruitt, a retired sheriff's deputy, requested the recount Friday.
      "I'm not accusing anybody of anything. I just think when it's this close, people deserve to be sure," Pruitt said.
      Incumbent Sheriff Ron Ebersole led on election night.
      The recount is expected to take three days. Pruitt's campaign will pay the $4,200 cost unless the outcome changes.`,
    quotes: 2,
    speakers: ['Miriam Castellanos', 'Dale Pruitt'],
  }),
  script({
    id: 'fresh31-traffic-quotes-orchard-road-roundabout',
    topic: 'traffic',
    title: 'Roundabout coming to crash-prone Highway 30 intersection',
    location: 'Kessling, Iowa',
    text: `Construction on a roundabout at the intersection of Highway 30 and Orchard Road will start in March, city officials said Wednesday.
      The intersection has seen 17 crashes in the past three years, including one that killed a motorcyclist in 2025.
      City Engineer Victor Almanza said the roundabout should cut serious crashes by more than half.
      "Drivers slow down naturally in a roundabout, and there's no red light to race," Almanza said.
      Bakery owner Doreen Vasko, whose shop sits on the corner, worries the work will keep customers away.
      "Four months of orange barrels could put a small shop like mine under," Vasko said.
      The project is expected to cost $2.3 million and wrap up by July.`,
    quotes: 2,
    speakers: ['Victor Almanza', 'Doreen Vasko'],
  }),
  script({
    id: 'fresh31-sports-overtime-hornets-comeback',
    topic: 'sports',
    title: 'Hornets erase 21-point deficit, win regional semifinal in overtime',
    location: 'Granger Mills, Ohio',
    text: `The Granger Mills Hornets rallied from 21 points down in the second half to beat the Alcott Valley Rams 35-28 in overtime Friday night in a Division IV regional semifinal.
      Alcott Valley led 28-7 early in the third quarter before the Hornets scored three straight touchdowns to force overtime.
      Junior quarterback Eli Brandt threw for 284 yards and three touchdowns, and senior running back Marcus Tolliver scored the winner on a 6-yard run on the first play of overtime.
      Granger Mills improves to 11-1. Alcott Valley finishes its season 10-2.
      The Hornets face the unbeaten Cedar Bluff Panthers (12-0) in the regional final next Friday at 7 p.m. at Wendell Stadium in Pickford.`,
  }),
  script({
    id: 'fresh31-sports-result-lady-falcons-win',
    topic: 'sports',
    title: 'Third-quarter run lifts Bramhall State past Tennick',
    location: 'Bramhall, Kentucky',
    text: `Bramhall State used a 14-2 run in the third quarter to pull away from Tennick College and win 71-58 Saturday afternoon at Ferris Gymnasium.
      Sophomore guard Kiara Dunlap led the Lady Falcons with 22 points and eight rebounds. Senior center Abby Rasmussen added 15 points and four blocks.
      Tennick cut the lead to six with under four minutes left, but Dunlap answered with back-to-back 3-pointers.
      Tennick (2-4) shot 31 percent in the second half.
      Bramhall State improves to 5-1 and has won four straight.
      The Lady Falcons host Morrow Point on Tuesday at 6 p.m. before opening conference play Dec. 6.`,
  }),
  script({
    id: 'fresh31-government-vote-short-term-rental-cap',
    topic: 'government',
    title: 'Town council caps short-term rental permits at 140',
    location: 'Sable Creek, Colorado',
    text: `The Sable Creek Town Council voted 6-1 Tuesday night to cap the number of short-term rental permits at 140, down from the roughly 210 operating in town today.
      Council member Lydia Farrow cast the lone vote against the ordinance, saying it would hurt longtime residents who rent out basement apartments to keep up with rising property taxes.
      Supporters said the cap is needed to free up housing for teachers, nurses and resort workers.
      Current permit holders will keep their permits until they expire, but no new permits will be issued until the total drops below the cap.
      The ordinance takes effect Jan. 1.
      Violations will carry a fine of up to $1,000 a day.`,
  }),
  script({
    id: 'fresh31-crime-arrest-knifepoint-robberies',
    topic: 'crime',
    title: 'Man held on $75,000 bond in two knifepoint robberies',
    location: 'Hollins Gap, Tennessee',
    text: `A 29-year-old Hollins Gap man is being held on a $75,000 bond after police say he robbed two convenience stores at knifepoint in the same night.
      Travis Lee Odom was arrested Saturday morning at a motel on Dellwood Road. He is charged with two counts of aggravated robbery and one count of possession of a prohibited weapon.
      Police say Odom walked into Pop's Corner Mart on Main Street around 11:40 p.m. Friday, demanded cash from the clerk and left with about $300. About an hour later, a man matching his description robbed the Ridgeway Market on Route 44.
      No one was hurt.
      Detectives tracked Odom through a license plate reader. He is due in Marlin County General Sessions Court on Dec. 3.`,
  }),
  script({
    id: 'fresh31-traffic-crash-state-road-closed',
    topic: 'traffic',
    title: 'Head-on crash injures four, closes State Road 38 for five hours',
    location: 'Millbury Crossing, Indiana',
    text: `Four people were hurt, two of them seriously, when a pickup truck crossed the median on State Road 38 and hit a minivan head-on Wednesday afternoon west of Millbury Crossing.
      The crash happened just after 3:15 p.m. near the Baxter Creek bridge.
      Sheriff's deputies say the pickup's driver, a 62-year-old man from Ardmore Lake, and a 9-year-old passenger in the minivan were flown to Saint Brigid Regional Medical Center in critical condition. The minivan's driver and another child were taken by ambulance with minor injuries.
      State Road 38 was closed in both directions for nearly five hours while crash reconstruction teams worked the scene. It reopened around 8 p.m.
      Investigators have not said what caused the pickup to cross the median. Toxicology results are pending.`,
  }),
  script({
    id: 'fresh31-schools-budget-enrollment-gap',
    topic: 'schools',
    title: 'Falling enrollment leaves district facing $2.4 million gap',
    location: 'Quarry Hill, Pennsylvania',
    text: `The Quarry Hill Area School District faces a $2.4 million budget gap next year after enrollment fell 9 percent over the past five years, business manager Howard Pelletier told the school board Monday.
      The district has lost about 310 students since 2021, and state aid is tied to enrollment.
      Pelletier laid out three options: a property tax increase of up to 4.2 percent, cutting 22 teaching positions, or closing Millstone Elementary and moving its students to two other buildings.
      Board members did not vote on any of the options.
      A public hearing is scheduled for Dec. 10 at 7 p.m. in the high school auditorium. The board must adopt a preliminary budget by Jan. 31.`,
  }),
  script({
    id: 'fresh31-economy-layoffs-cabinet-plant-closing',
    topic: 'economy',
    title: 'Cabinet plant to close, eliminating 186 jobs',
    location: 'Lathrop Springs, North Carolina',
    text: `Carraway Cabinet Co. will close its Lathrop Springs manufacturing plant in February, eliminating 186 jobs, the company said in a notice filed with the state Thursday.
      The plant on Industrial Park Drive has made kitchen and bath cabinets since 1988. Production will move to the company's larger plant in Dalton Grove, South Carolina.
      A company spokeswoman blamed a slowdown in new home construction and rising shipping costs.
      Workers will be offered severance and a chance to apply for jobs at the South Carolina plant.
      The closing is the largest in Wickham County since a textile mill shut down in 2019. The county workforce board plans a job fair for affected employees Dec. 15 at Lathrop Springs Community College.`,
  }),
  script({
    id: 'fresh31-business-opening-depot-bookshop',
    topic: 'business',
    title: 'Bookshop and cafe bring old train depot back to life',
    location: 'Brannock Falls, Vermont',
    text: `A bookstore and coffee shop opens Saturday in the old Brannock Falls train depot, which has sat empty for nearly a decade.
      Owner Celeste Marchetti spent 14 months and about $380,000 restoring the 1911 building, including its original pine floors and ticket window.
      "I walked in here the first time and there was a pigeon sitting on the ticket counter, and I thought, this is it," Marchetti said.
      The Depot Book & Bean will carry about 6,000 titles, with a children's section in the former baggage room. It will employ eight people.
      Hours are 7 a.m. to 6 p.m. Tuesday through Sunday. A ribbon cutting is set for 10 a.m. Saturday.`,
    quotes: 1,
    speakers: ['Celeste Marchetti'],
  }),
];
