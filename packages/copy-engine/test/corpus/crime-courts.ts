import { script } from './script';
import type { CorpusScript } from './script';

export const crimeAndCourts: CorpusScript[] = [
  script({
    id: 'crime-pharmacy-robbery',
    topic: 'crime',
    title: 'Armed robbery at Eastside pharmacy',
    location: 'Maple Falls, Ohio',
    text: `Police in Maple Falls are looking for a man who robbed an Eastside pharmacy at gunpoint just after 9 p.m. Tuesday.
      Officers say the man walked into Corner Drug on Lindell Avenue, showed a handgun and demanded cash and prescription painkillers.
      He left on foot with about $1,200 and several bottles of pills. Nobody was hurt.
      "He was calm, almost polite, and that scared me more than anything," said pharmacist Renee Whitfield.
      Investigators describe the suspect as about six feet tall, wearing a gray hooded sweatshirt and a black mask.
      Anyone with information is asked to call Maple Falls police.`,
    quotes: 1,
    speakers: ['Renee Whitfield'],
  }),
  script({
    id: 'crime-catalytic-converters',
    topic: 'crime',
    title: 'Catalytic converter thefts climb',
    location: 'Cedar Grove, Indiana',
    text: `Catalytic converter thefts are up sharply in Cedar Grove this year.
      Police have taken 87 reports since January, compared with 31 in all of last year.
      Thieves target the exhaust part because it holds precious metals that scrap buyers pay well for.
      Replacing one can cost a driver anywhere from $1,000 to $3,500.
      Police suggest parking in a garage or a well-lit spot and having the part engraved with your license plate number.`,
  }),
  script({
    id: 'crime-arrest-burglaries',
    topic: 'crime',
    title: 'Arrest in string of garage burglaries',
    location: 'Port Harlan, Oregon',
    text: `[VO]
      Port Harlan police have arrested a 24-year-old man in connection with a string of garage burglaries on the north side.
      Detectives say the thefts began in August and hit at least 14 homes.
      Stolen power tools, bicycles and a riding lawn mower were found in a storage unit on Bayview Road.
      [SOT: Sgt. Luis Carrillo, Port Harlan Police]
      Sgt. Luis Carrillo said, "Neighbors sharing their doorbell video is what cracked this case."
      The suspect faces 14 counts of burglary and is being held on a $50,000 bond.`,
    quotes: 1,
    speakers: ['Sgt. Luis Carrillo'],
  }),
  script({
    id: 'courts-sentencing-fraud',
    topic: 'courts',
    title: 'Former treasurer sentenced for embezzlement',
    location: 'Brookside, Tennessee',
    text: `A former youth baseball league treasurer will spend four years in prison for stealing from the league.
      A Hamlin County judge sentenced 52-year-old Carla Benning on Thursday.
      Prosecutors say she took more than $186,000 over six years, using the money for vacations, a car payment and online shopping.
      She must also pay the money back.
      "These were bake sale dollars and car wash dollars from children," said District Attorney Omar Haddad.
      Benning apologized in court.
      The league says it now requires two signatures on every check.`,
    quotes: 1,
    speakers: ['District Attorney Omar Haddad'],
  }),
  script({
    id: 'courts-jury-selection',
    topic: 'courts',
    title: 'Jury selection begins in hit-and-run trial',
    location: 'Lakeview, Michigan',
    text: `Jury selection began today in the trial of a Lakeview man accused of killing a cyclist in a hit-and-run crash last spring.
      Thirty-one-year-old Derek Stroud is charged with leaving the scene of a fatal crash and tampering with evidence.
      Prosecutors say he had his damaged pickup repaired two days after the crash on County Road 9.
      The cyclist, 63-year-old retired teacher Helen Marsh, died at the scene.
      The judge expects the trial to last about two weeks.`,
  }),
  script({
    id: 'courts-appeals-ruling',
    topic: 'courts',
    title: 'Appeals court upholds zoning decision',
    location: 'Fairhaven, Pennsylvania',
    text: `A state appeals court has sided with Fairhaven in its fight over a proposed gravel quarry.
      In a 3-0 ruling, the court upheld the township's decision to deny the quarry a permit in 2024.
      The company, Keystone Aggregates, argued the township had no grounds to block the project.
      The judges disagreed, writing that the township properly weighed truck traffic and noise.
      "We are relieved, but we know this may not be the last word," said Township Supervisor Gail Ferris.
      Keystone Aggregates could ask the state Supreme Court to take the case. The company says it is reviewing the ruling.`,
    quotes: 1,
    speakers: ['Township Supervisor Gail Ferris'],
  }),
];
