import { script } from '../corpus/script';
import type { CorpusScript } from '../corpus/script';

/**
 * Fresh scripts for a blind test, set G: wire ledes, multi-speaker stories with surname-only
 * second references, sports results, vote tallies, court and crime stories, quote-free stories,
 * two-sentence briefs and a weather alert. Every person, place, business and figure is invented.
 */
export const freshScriptsG: CorpusScript[] = [
  script({
    id: 'fresh7-fire-wire-station-move',
    topic: 'fire',
    title: 'Quellmoor volunteers to get new fire station next spring',
    location: 'Quellmoor, Pennsylvania',
    text: `The Quellmoor Volunteer Fire Company, the all-volunteer department that covers most of rural Tansey Township, will move into a new three-bay station on Orchard Ridge Road next spring, a $3.4 million project expected to cut response times in the township's north end by as much as four minutes, township supervisors said Monday.
      Construction begins March 2.
      The old station on Mill Street, built in 1951, has no room for the company's newest ladder truck.
      Supervisors did not say what will happen to the old building.`,
  }),
  script({
    id: 'fresh7-traffic-wire-varnholt-bridge',
    topic: 'traffic',
    title: 'Varnholt Bridge eastbound lanes to close overnight for three weeks',
    location: 'Calvesby, Ohio',
    text: `State transportation officials will shut both eastbound lanes of the Varnholt Bridge from 10 p.m. to 5 a.m. every night for three weeks starting Sunday, so crews can replace 11 worn expansion joints and patch the deck, sending late-night drivers on a detour through downtown Calvesby that adds about 15 minutes to the trip, the department said Thursday.
      Westbound lanes will stay open.
      The work was first scheduled for last summer.
      A steel shortage pushed it back.`,
  }),
  script({
    id: 'fresh7-economy-wire-towel-plant',
    topic: 'economy',
    title: 'Brannock Textile Works to close Orlisle towel plant, cutting 214 jobs',
    location: 'Orlisle, South Carolina',
    text: `Brannock Textile Works, the towel maker that has been Orlisle's largest private employer for more than four decades, will shut its Quaysell Road plant by the end of March and move production out of state, eliminating 214 jobs, leaving the city with an empty 300,000-square-foot building and forcing dozens of local suppliers to look for new customers, company officials announced Tuesday.
      The plant opened in 1979.
      Workers will receive eight weeks of severance pay.
      The mayor's office said it had not been told about the closing before Tuesday's announcement.`,
  }),
  script({
    id: 'fresh7-health-wire-birthing-unit',
    topic: 'health',
    title: 'Verity Hollow hospital to stop delivering babies February 1',
    location: 'Pellworth, Montana',
    text: `Verity Hollow Regional Hospital, the only hospital within 40 miles of Pellworth, will stop delivering babies on February 1 after failing to hire enough labor and delivery nurses, forcing expectant mothers to drive nearly an hour to Dunstable Cross for care and leaving Harrowgate County without a birthing unit for the first time since 1962, hospital leaders said Friday.
      The unit delivered 312 babies last year.
      Prenatal visits will continue at the hospital's clinic on Elkhorn Avenue.`,
  }),
  script({
    id: 'fresh7-schools-wire-tessaly-rebuild',
    topic: 'schools',
    title: 'Larkhaven board approves new Tessaly Elementary',
    location: 'Larkhaven, Iowa',
    text: `The Larkhaven school board on Wednesday approved plans to tear down 68-year-old Tessaly Elementary and build a two-story school for 650 students on the same site, a $27.5 million project expected to open in August 2029 and paid for with the bond issue voters passed last November.
      Students will attend classes at the former Ostrander Middle School during construction.
      Demolition is set to begin in June.`,
  }),
  script({
    id: 'fresh7-government-speakers-library-hours',
    topic: 'government',
    title: 'Hallowmere library to stay open until 9 on weeknights',
    location: 'Hallowmere, Delaware',
    text: `The Hallowmere Public Library will stay open until 9 p.m. on weeknights starting January 5, three hours later than it closes now.
      The change will cost about $180,000 a year, most of it for four new part-time workers.
      "We've had students waiting outside at six o'clock with nowhere to go," said Ondine Pellegrew, the library's director.
      Pellegrew said weekday visits have risen 22% since 2024.
      City Council member Rufus Kettleby voted against the plan.
      "It's a good idea at the wrong time," Kettleby told reporters after the meeting. "We did not budget for this."
      The council approved the change 6 to 1.`,
  }),
  script({
    id: 'fresh7-business-speakers-hardware-centennial',
    topic: 'business',
    title: 'Oyelaran Hardware marks 100 years on Cobble Lane',
    location: 'Fennick Bay, Maine',
    text: `Oyelaran Hardware on Cobble Lane marks 100 years in business Saturday with free coffee, a sidewalk sale and a raffle.
      Thaddeus Oyelaran, the store's owner, is the third generation of his family to run it.
      "My grandfather opened with one room and a barrel of nails," Oyelaran said. "We still sell nails by the pound."
      Oyelaran, 64, said sales rose 9% last year even after two big-box stores opened nearby.
      Wilhelmina Tsorvald, a retired postmaster, said she has shopped there since 1951.
      "They know my name, and they know what my furnace needs," Tsorvald said.
      The celebration runs from 8 a.m. to 2 p.m.`,
  }),
  script({
    id: 'fresh7-health-speakers-ambulance-crew',
    topic: 'health',
    title: 'Brisco County adds overnight ambulance crew after long waits',
    location: 'Wickerdale, Nebraska',
    text: `Brisco County will add a second overnight ambulance crew in its eastern district after a review found patients there waited an average of 19 minutes for help last year.
      "Nineteen minutes is too long when someone's heart has stopped," said Calloway Frandsby, the county's emergency medical services director.
      Frandsby said the new crew will work out of the Wickerdale fire station starting December 15.
      County Commissioner Iolanthe Merriweather said the $640,000 cost will come from reserves, not a tax increase.
      "No one on this board wanted to raise taxes to do this," Merriweather added.
      Gideon Hartshorne, a retired farmer whose wife waited 31 minutes for an ambulance in July, told commissioners the change came too late for his family.
      "She survived, but she shouldn't have had to wait," Hartshorne said.`,
  }),
  script({
    id: 'fresh7-schools-speakers-robotics-team',
    topic: 'schools',
    title: 'Corvane High robotics team heads to nationals',
    location: 'Corvane, Oregon',
    text: `Eleven students from Corvane High School will compete at the national robotics championship in April after their robot, nicknamed Gristle, won the state title Saturday, beating 38 other teams.
      "They built most of it in a garage over winter break," said Ambrose Quillfeather, a physics teacher who coaches the team.
      Quillfeather said the trip will cost about $14,000, and the team has raised less than half of that.
      Team captain Saoirse Delahunty, 17, said no one on the team expected to win.
      "We honestly thought we'd be knocked out by lunch," Delahunty said.
      Donations can be dropped off at the school's front office.`,
  }),
  script({
    id: 'fresh7-sports-football-state-title',
    topic: 'sports',
    title: 'Hollisbury wins first state football title since 1988',
    location: 'Hollisbury, Indiana',
    text: `The Hollisbury Hawks beat the Grell Valley Miners 34-27 in overtime Friday night to win the Class 3A state football championship, the school's first title since 1988.
      Quarterback Emeric Rasmolt threw for 312 yards and four touchdowns, including the game-winner to tight end Jory Valcourt on the first play of overtime.
      The Hawks finish the season 13-1.
      Grell Valley, which had not lost a game all year, ends at 12-1.`,
  }),
  script({
    id: 'fresh7-sports-basketball-brackenfield-women',
    topic: 'sports',
    title: 'Oduyemi scores 28 as Brackenfield women rally past Quintarra Point',
    location: 'Brackenfield, Vermont',
    text: `Tamsin Oduyemi scored 28 points and grabbed 11 rebounds as the Brackenfield College women came back to beat Quintarra Point 71-64 on Tuesday night.
      Brackenfield trailed by nine at halftime and did not take the lead until there were two minutes left.
      The Otters improve to 6-2.
      Quintarra Point falls to 3-5.
      Brackenfield hosts Marrowby State on Saturday at 2 p.m.`,
  }),
  script({
    id: 'fresh7-elections-tally-parks-levy',
    topic: 'elections',
    title: 'Esselby parks levy passes by 225 votes',
    location: 'Esselby, Michigan',
    text: `Esselby voters approved a 10-year parks levy Tuesday, 4,212 to 3,987, according to unofficial results from the Corran County clerk.
      That is about 51% to 49%.
      The levy will raise about $1.1 million a year for trail repairs, new playground equipment and a splash pad at Fairweather Park.
      It will cost the owner of a $200,000 home about $150 a year.
      A similar measure failed by 61 votes in 2023.
      About 140 provisional ballots have not yet been counted.
      The county will certify the results on December 9.`,
  }),
  script({
    id: 'fresh7-schools-tally-start-times',
    topic: 'schools',
    title: 'Gantwick board votes 4-3 for later high school start',
    location: 'Gantwick, Washington',
    text: `The Gantwick school board voted 4 to 3 Tuesday night to start classes at Gantwick High School at 8:45 a.m. next fall, 50 minutes later than they start now.
      Board members Corliss Ambeau, Harlan Vesey and Petra Okonkwo-Lindqvist voted no, saying the change would push after-school sports and jobs later into the evening.
      The district will spend about $95,000 to add two bus routes.
      More than 300 parents and students answered an online survey, and 58% favored the later start.`,
  }),
  script({
    id: 'fresh7-courts-sentence-soccer-treasurer',
    topic: 'courts',
    title: 'Former youth soccer treasurer gets three years for theft',
    location: 'Fallowby, Wisconsin',
    text: `A former treasurer of the Fallowby Youth Soccer League was sentenced Thursday to three years in prison for stealing $212,000 from the league over six years.
      Percival Grummond, 46, pleaded guilty in September to one count of theft by fraud.
      Ostwick County Circuit Judge Marguerite Ellerby also ordered him to pay the money back.
      Prosecutors said Grummond used the money on car payments and online gambling.
      Grummond did not speak at the hearing.
      The league, which serves about 900 children, has since hired an outside accountant.`,
  }),
  script({
    id: 'fresh7-crime-robbery-convenience-store',
    topic: 'crime',
    title: 'Police search for man who robbed Hove Street store at knifepoint',
    location: 'Kestrelton, Georgia',
    text: `Kestrelton police are looking for a man who robbed the Lark and Bramble convenience store on Hove Street at knifepoint shortly after 2 a.m. Sunday.
      The clerk, a 23-year-old woman, was not hurt.
      Police said the man took about $340 from the register and ran toward Pennick Park.
      He is described as about six feet tall and was wearing a gray hooded sweatshirt and black gloves.
      It is the second robbery at the store since August.
      No one has been arrested.`,
  }),
  script({
    id: 'fresh7-economy-noquote-gas-prices',
    topic: 'economy',
    title: 'Thrushcombe gas prices drop 31 cents in a month',
    location: 'Thrushcombe, Kentucky',
    text: `Gas prices in the Thrushcombe area have fallen 31 cents a gallon over the past month, just ahead of the Thanksgiving travel rush.
      The average price for regular unleaded is now $2.87, according to a weekly survey by the Carrowmont Motorists Club.
      That is 12% lower than a year ago.
      The cheapest gas in the survey was $2.64 at a station on Bellhaven Pike.
      The club expects about 96,000 people from the region to drive at least 50 miles for the holiday.`,
  }),
  script({
    id: 'fresh7-fire-noquote-smoke-alarms',
    topic: 'fire',
    title: 'Wendlebury firefighters to install free smoke alarms Saturday',
    location: 'Wendlebury, Tennessee',
    text: `Wendlebury firefighters will go door to door Saturday installing free smoke alarms in the Larchmont Flats and Sorrel Hill neighborhoods.
      Crews will work from 9 a.m. to 3 p.m. and plan to install about 400 alarms, paid for with a $22,000 state grant.
      Last year, firefighters found no working smoke alarm in three of the five homes where someone died in a fire.
      Residents elsewhere in the city can sign up for a free alarm at any of the city's seven fire stations.`,
  }),
  script({
    id: 'fresh7-traffic-brief-moxley-bridge',
    topic: 'traffic',
    title: 'Moxley Creek Road bridge reopens after eight months',
    location: 'Hesperan, Illinois',
    text: `Crews reopened the Moxley Creek Road bridge in Hesperan Township on Monday morning, eight months after inspectors closed it when they found cracks in two of its steel beams.
      The $1.9 million repair replaced the bridge's deck, beams and railings, and township officials said the weight limit has been raised from 10 tons to 40 tons.`,
  }),
  script({
    id: 'fresh7-business-brief-creamery-shop',
    topic: 'business',
    title: 'Tillinghurst Co-op Creamery opening second shop in Ormsby',
    location: 'Ormsby, Wisconsin',
    text: `The Tillinghurst Co-op Creamery will open a second retail shop on Gable Square in downtown Ormsby next Thursday, adding 12 jobs and selling cheese curds, ice cream and butter made at its plant five miles north of town.
      The cooperative, founded by nine dairy farmers in 1936, now has 140 member farms.`,
  }),
  script({
    id: 'fresh7-weather-alert-winter-storm',
    topic: 'weather',
    title: 'Winter storm warning for Quenby County through Thursday noon',
    location: 'Haverlock, Minnesota',
    text: `A winter storm warning is in effect for Haverlock and the rest of Quenby County from 6 p.m. Tuesday until noon Thursday.
      Forecasters expect 8 to 14 inches of snow, with wind gusts up to 45 mph that could cut visibility to near zero on open roads.
      The city has declared a snow emergency starting at 4 p.m. Tuesday, and cars parked on marked snow routes will be towed.
      School districts in the county had not announced any closings as of Monday night.`,
  }),
];
