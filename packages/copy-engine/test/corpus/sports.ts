import { script } from './script';
import type { CorpusScript } from './script';

export const sports: CorpusScript[] = [
  script({
    id: 'sports-football-playoff',
    topic: 'sports',
    title: 'Cedar Grove wins playoff opener',
    location: 'Cedar Grove, Indiana',
    text: `The Cedar Grove Wildcats are moving on in the state playoffs.
      They beat Lincoln Central 28-21 Friday night on a touchdown pass with 38 seconds left.
      Quarterback Jaylen Brooks threw for 312 yards and three touchdowns.
      "We told each other in the huddle, one more drive, just one more," Brooks said.
      The Wildcats, now 10-2, travel to Westfield next Friday for the regional semifinal.`,
    quotes: 1,
    speakers: ['Brooks'],
  }),
  script({
    id: 'sports-basketball-record',
    topic: 'sports',
    title: 'Senior breaks school scoring record',
    location: 'Port Harlan, Oregon',
    text: `Port Harlan senior Aaliyah Grant is now the leading scorer in school history.
      Grant scored 34 points in a 71-58 win over Coastal Christian on Tuesday, passing the old mark of 1,642 career points set in 1998.
      The game stopped for a moment so her teammates could give her the ball.
      She has signed to play at Pacific State next season.`,
  }),
  script({
    id: 'sports-minor-league',
    topic: 'sports',
    title: 'Riverton Rattlers split doubleheader',
    location: 'Riverton, Texas',
    text: `The Riverton Rattlers split a doubleheader with Amarillo on Sunday.
      Riverton took the opener 5-3 behind seven strong innings from Marco Ruiz.
      Amarillo won the nightcap 9-2, scoring six runs in the fourth inning.
      The Rattlers are 42-37, two games back in the division with 19 games to play.
      Attendance for the day was 6,418, the biggest crowd of the season.`,
  }),
  script({
    id: 'sports-marathon',
    topic: 'sports',
    title: 'Record field for city marathon',
    location: 'Lakeview, Michigan',
    text: `More than 4,200 runners crossed the finish line at the Lakeview Marathon this morning, a record for the race.
      Kenyan runner Daniel Kiprop won the men's race in 2 hours, 14 minutes, 9 seconds.
      Local nurse Sarah Pennington won the women's race in 2:38:51, her first marathon win.
      "I kept thinking about my night shift patients who told me to go get it," said Sarah Pennington.
      Organizers say the race raised $310,000 for the children's hospital.`,
    quotes: 1,
    speakers: ['Sarah Pennington'],
  }),
];
