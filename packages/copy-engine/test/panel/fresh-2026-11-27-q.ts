import { script } from '../corpus/script';
import type { CorpusScript } from '../corpus/script';

/**
 * Fresh scripts for a blind test, set Q: twenty local newsroom scripts mixing long wire ledes, quoted speakers, sports scores, vote tallies, court and crime items, and short briefs. Every person, place, business and figure is invented.
 */
export const freshScriptsQ: CorpusScript[] = [
  script({
    id: 'fresh17-business-lede-halloran-jobs',
    topic: 'business',
    title: 'Tool maker to add 85 jobs at Quarry Road plant',
    location: 'Dunmore Heights, Michigan',
    text: `Halloran Tool and Die, a 40-year-old maker of precision molds for the auto and appliance industries, will add 85 jobs and invest $6.3 million in a new production line at its plant on Quarry Road over the next two years, according to a filing the company made Monday with the Bexley County Economic Development Office.
      The new positions will pay an average of $24 an hour.
      Hiring is expected to begin in March.
      The company now employs 212 people at the site.`,
  }),
  script({
    id: 'fresh17-government-lede-courthouse-roof',
    topic: 'government',
    title: 'Commissioners approve $4.2 million courthouse repairs',
    location: 'Orrin Falls, Wisconsin',
    text: `A $4.2 million plan to replace the aging roof and heating system at the nearly century-old Tamsen County Courthouse was approved Tuesday by county commissioners, who voted to pay for the work with money left over from a 2023 bond issue rather than raise property taxes, officials said.
      Construction is scheduled to start in April and take about seven months.
      Court offices will remain open during the work.
      The building last had a major renovation in 1978.`,
  }),
  script({
    id: 'fresh17-fire-lede-ferris-apartments',
    topic: 'fire',
    title: 'Early morning fire forces 11 families from apartment building',
    location: 'Mardell, Oregon',
    text: `Shortly after 3 a.m. Sunday, a two-alarm fire that started in a first-floor laundry room spread through a three-story apartment building on Ferris Avenue, forcing 11 families from their homes and sending one firefighter to the hospital with minor injuries, according to Mardell Fire Chief Dana Whitcomb.
      Crews had the fire under control within an hour, Whitcomb said.
      The city has opened the Mardell Community Center as a temporary shelter for displaced residents.
      The cause remains under investigation.`,
  }),
  script({
    id: 'fresh17-economy-lede-port-expansion',
    topic: 'economy',
    title: 'Port authority plans $18 million grain terminal expansion',
    location: 'Ashgrove, Illinois',
    text: `The Ashgrove Regional Port Authority plans to spend $18 million over the next five years to expand its riverfront grain terminal and add a second rail spur, a move officials said Wednesday could double the volume of soybeans and corn shipped from the port each year by 2030.
      About 60% of the money will come from a state infrastructure grant.
      The rest will come from port reserves.
      Farm groups in the region have pushed for the expansion for nearly a decade.`,
  }),
  script({
    id: 'fresh17-health-lede-cutler-creek-nitrates',
    topic: 'health',
    title: 'Report finds highest nitrate levels in Cutler Creek in 15 years',
    location: 'Pine Hollow, Minnesota',
    text: `Along a four-mile stretch of Cutler Creek east of Pine Hollow, biologists have found the highest levels of nitrate pollution recorded in the watershed in 15 years, according to a report released Thursday by the Halvorsen Watershed District, which blamed fertilizer runoff from heavy spring rains.
      The district said the creek is not a direct source of drinking water.
      It plans to test private wells near the creek next month.
      Landowners can request a free test by calling the district office.`,
  }),
  script({
    id: 'fresh17-traffic-lede-bus-fare-hearings',
    topic: 'traffic',
    title: 'Transit agency seeks comment on route cuts and fare increase',
    location: 'Lyle Springs, Kentucky',
    text: `The Lyle Springs Transit Authority is asking riders to weigh in on a proposal that would cut three little-used bus routes, extend weekday service on its busiest line until 11 p.m. and raise the base fare from $1.50 to $1.75, changes the agency says would save about $900,000 a year.
      Public hearings are set for Monday and Thursday at 6 p.m. at the downtown transit center.
      Comments can also be submitted online through Dec. 12.
      The board is expected to vote in January.`,
  }),
  script({
    id: 'fresh17-health-lede-clinic-move',
    topic: 'health',
    title: 'Free clinic to move downtown and add dental care',
    location: 'Westbrook Mills, Maine',
    text: `A volunteer-run free clinic that has served uninsured patients in a church basement on Elm Street since 2009 will move into a renovated former hardware store downtown next spring, tripling its exam space and allowing it to offer dental care for the first time, its board announced Friday.
      The Harbor Light Clinic saw about 2,400 patients last year.
      A $750,000 fundraising campaign covered most of the renovation.
      The clinic will remain open at its current site until the move.`,
  }),
  script({
    id: 'fresh17-health-quotes-flu-shots',
    topic: 'health',
    title: 'Health officials urge early flu shots as cases climb',
    location: 'Harlan Bluff, Nebraska',
    text: `Marlow County health officials are urging residents to get their flu shots early after an uptick in cases at area schools.
      "We're seeing more cases this early in the season than we have in at least five years," said Renata Oyelaran, the county's health director. "That tells us people should not wait."
      The department reported 64 confirmed cases in the past two weeks, compared with nine during the same period last year.
      Free vaccine clinics will be held Saturday from 9 a.m. to 1 p.m. at the Marlow County Fairgrounds and the following Saturday at Eastside Middle School.
      "Anyone 6 months and older can get a shot, and there's no appointment needed," said Tom Brekke, a nurse supervisor with the department.
      Oyelaran said most of the cases so far have been mild. Brekke said the clinics have enough vaccine for about 3,000 people.`,
  }),
  script({
    id: 'fresh17-schools-quotes-later-start',
    topic: 'schools',
    title: 'Fenwick High will start 45 minutes later next fall',
    location: 'Fenwick, California',
    text: `Students at Fenwick High School will start class 45 minutes later next fall after the Fenwick Unified school board approved a new bell schedule Monday night.
      "The research on teenagers and sleep is pretty clear," said Superintendent Lorraine Vasquez-Hale. "We think this will help attendance and grades."
      Under the change, the first bell will ring at 8:30 a.m. instead of 7:45 a.m. Elementary schools will start earlier to keep the district's bus routes running on time.
      Not everyone supports the plan. "My kids will be getting home after dark in the winter, and I work until 6 p.m.," said Marcus Teague, a parent of two elementary students, during public comment.
      Vasquez-Hale said the district will expand its after-school programs to help working families. Teague said he hopes the board will revisit the schedule after a year.`,
  }),
  script({
    id: 'fresh17-schools-quotes-food-drive',
    topic: 'schools',
    title: 'Student food drive nearly doubles its goal',
    location: 'Rusk Grove, Texas',
    text: `A holiday food drive organized by two Rusk Grove High School seniors has collected more than 8,000 pounds of food in its first three weeks, nearly double its original goal.
      "We thought if we got 4,500 pounds, that would be amazing," said Priya Natarajan, 17, who started the drive with her classmate Owen Delacroix. "People just kept showing up."
      The donations will go to the Rusk Grove Community Pantry, which serves about 600 families a month.
      "This is the biggest single donation we've had since the pantry opened," said Gloria Mendenhall, the pantry's director. "It will carry us well into February."
      Natarajan said the drive will continue through Dec. 20. Drop-off bins are at the high school, the public library and four grocery stores.
      Mendenhall said the pantry especially needs canned protein, cereal and diapers.`,
  }),
  script({
    id: 'fresh17-government-quotes-landfill-solar',
    topic: 'government',
    title: 'City wants to put solar farm on closed landfill',
    location: 'Oakhurst Landing, North Carolina',
    text: `The city of Oakhurst Landing wants to turn its closed landfill into a solar farm that could power about 1,100 homes, Mayor Denise Arbogast said Wednesday.
      "That land has sat empty for 20 years, and it can't be used for much else," Arbogast said at a news conference at City Hall. "This puts it to work for taxpayers."
      The city is seeking proposals from developers and hopes to sign a lease by summer. Arbogast said the project would bring in an estimated $140,000 a year in lease payments.
      Some neighbors have raised concerns about glare and construction traffic.
      "We're not against solar, but we want to see real plans before anything is built," said Harold Jessup, who lives on Tillman Road next to the site.
      Arbogast said the city will hold at least two public meetings before choosing a developer. Jessup said he plans to attend both.`,
  }),
  script({
    id: 'fresh17-sports-result-football-regional',
    topic: 'sports',
    title: 'Calder Springs rallies past Lakemont to reach state semifinals',
    location: 'Calder Springs, Indiana',
    text: `Quarterback Eli Romero threw for 214 yards and two touchdowns Friday night as Calder Springs Central rallied from a 17-7 halftime deficit to beat Lakemont 28-17 in the Class 3A regional final.
      Romero found receiver Jaylen Brooks for a 41-yard score early in the third quarter, and running back Tyson Akers added two short touchdown runs in the fourth.
      The Calder Springs defense held Lakemont scoreless after halftime and forced three turnovers.
      The Wildcats improve to 11-1 and will face Drayton Hills in the state semifinals next Friday at 7 p.m. at Harmon Stadium. Lakemont finishes its season at 9-3.`,
  }),
  script({
    id: 'fresh17-sports-result-basketball-ashby',
    topic: 'sports',
    title: 'Lindqvist hits six 3-pointers as Ashby beats Norland State',
    location: 'Ashby Crossing, Vermont',
    text: `Senior guard Maya Lindqvist scored 26 points, including six 3-pointers, as Ashby College pulled away in the fourth quarter to beat Norland State 74-61 on Saturday afternoon at Pemberton Gym.
      The game was tied at 52 heading into the final period before Ashby opened the fourth on a 14-3 run. Lindqvist hit three 3-pointers during the stretch.
      Forward Keisha Dunlap added 15 points and 11 rebounds for the Owls, who improve to 5-1. Norland State, which was led by Abby Ferraro's 19 points, falls to 3-4.
      Ashby hosts Greystone on Wednesday at 7 p.m.`,
  }),
  script({
    id: 'fresh17-elections-tally-november-elections',
    topic: 'elections',
    title: 'Council votes 5-2 to move city elections to November',
    location: 'Greyfield, Pennsylvania',
    text: `The Greyfield City Council voted 5-2 Tuesday night to move city elections from April to November starting in 2027, a change supporters say will boost turnout and save about $85,000 per election.
      Council members Ruth Okafor and Dale Pruitt cast the dissenting votes. Okafor said local races could get lost on a crowded November ballot.
      Turnout in the city's April election this year was 14%, according to the city clerk's office. Turnout in the most recent November election was 61%.
      Council members elected in April 2025 will serve an extra seven months under the change.
      The ordinance takes effect in 30 days.`,
  }),
  script({
    id: 'fresh17-elections-tally-school-referendum',
    topic: 'elections',
    title: 'Voters approve $38 million referendum for new elementary school',
    location: 'Tallis Creek, Wisconsin',
    text: `Voters in the Tallis Creek School District approved a $38 million building referendum Tuesday, clearing the way for a new elementary school to replace the 70-year-old Maple Street School.
      The measure passed with 57% of the vote, 4,212 to 3,178, according to unofficial results from the county clerk. A similar proposal failed by 212 votes last year.
      The district says the referendum will raise property taxes by about $96 a year on a home valued at $200,000.
      A second question, asking voters to approve $4 million for athletic field upgrades, failed with 46% support.
      Construction on the new school could begin in the spring of 2027. The district expects it to open in the fall of 2028.`,
  }),
  script({
    id: 'fresh17-courts-sentencing-fatal-crash',
    topic: 'courts',
    title: 'Driver gets 12 years for crash that killed college student',
    location: 'Harlow Point, Ohio',
    text: `A 34-year-old Harlow Point man was sentenced Thursday to 12 years in state prison for a drunken-driving crash last year that killed a 19-year-old college student.
      Curtis Lyle Danner pleaded guilty in September to aggravated vehicular homicide. Prosecutors said his blood alcohol level was nearly three times the legal limit when his pickup crossed the center line on Route 40 and struck a car driven by Emily Raskin.
      Raskin, a sophomore at Harlow Point Community College, died at the scene.
      Judge Anita Morrow also suspended Danner's driver's license for life. Danner will be eligible for parole after serving eight years.`,
  }),
  script({
    id: 'fresh17-crime-arrest-converter-thefts',
    topic: 'crime',
    title: 'Two men charged in string of catalytic converter thefts',
    location: 'Bellhaven Park, Georgia',
    text: `Police have arrested two men accused of stealing catalytic converters from more than 40 vehicles in Bellhaven Park and two neighboring towns since August.
      Devon Price, 27, and Kyle Amundsen, 31, both of Rellford, were arrested Saturday after officers stopped their van on Caldwell Road shortly before 2 a.m., according to a police department news release. Officers found a battery-powered saw and six catalytic converters inside the van, police said.
      Each man is charged with 12 counts of theft and one count of possession of burglary tools. Both were being held in the Garner County Jail on $50,000 bond Monday.
      Police said more charges are possible as the investigation continues.`,
  }),
  script({
    id: 'fresh17-weather-brief-snow-advisory',
    topic: 'weather',
    title: 'Winter weather advisory issued for Marchetti County',
    location: 'Kessling, Colorado',
    text: `A winter weather advisory is in effect for Marchetti County from 6 p.m. Wednesday until noon Thursday, with forecasters calling for 3 to 5 inches of snow and wind gusts up to 35 mph.
      Drivers should expect slick roads during the Thursday morning commute.`,
  }),
  script({
    id: 'fresh17-traffic-brief-harwell-closure',
    topic: 'traffic',
    title: 'Southbound Harwell Avenue to close for weekend bridge work',
    location: 'Quenton, Missouri',
    text: `The southbound lanes of Harwell Avenue between Fifth Street and Mill Road will close at 9 p.m. Friday for bridge joint repairs and are expected to reopen by 5 a.m. Monday.
      Detour signs will direct drivers to Orchard Boulevard, and city officials urge motorists to allow extra travel time.`,
  }),
  script({
    id: 'fresh17-schools-brief-early-dismissal',
    topic: 'schools',
    title: 'Prairie Vale schools to dismiss early for teacher training',
    location: 'Prairie Vale, Kansas',
    text: `Schools in the Prairie Vale Unified School District will dismiss students two hours early on Wednesday, Dec. 9, so teachers can attend training sessions, district officials said.
      Elementary students will be dismissed at 12:45 p.m., and middle and high school students will be dismissed at 1:15 p.m. Buses will run their regular routes at the earlier times.
      The district's after-school programs will open early to serve families who need child care.
      Lunch will be served as usual.`,
  }),
];
