import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@newsroom/ui';

export interface Feature {
  title: string;
  text: string;
}

export function HowItWorks({ intro, features }: { intro: string; features: readonly Feature[] }) {
  return (
    <Card className="how-it-works">
      <CardHeader>
        <CardTitle as="h2">How It Works</CardTitle>
        <CardDescription>{intro}</CardDescription>
      </CardHeader>
      <CardContent>
        <h3 className="how-it-works__heading">Key features</h3>
        <ul className="how-it-works__list">
          {features.map((f) => (
            <li key={f.title}>
              <strong>{f.title}</strong>
              <span>{f.text}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
