import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PublicQuestion } from '../shapes.ts';
import { ChoiceBars, Distribution, NpsSplit, ResponsesOverTime } from './charts.tsx';
import { SurveyForm } from './survey-form.tsx';

const q = (
  id: string,
  kind: PublicQuestion['kind'],
  title: string,
  extra: Partial<PublicQuestion> = {},
): PublicQuestion => ({
  id,
  key: id,
  kind,
  title,
  help: null,
  required: false,
  choices: [],
  rows: [],
  min: null,
  max: null,
  ...extra,
});

const survey = {
  id: 'story',
  title: 'Client satisfaction after an audit',
  description: 'Five minutes on how our audit went. Your answers are anonymous.',
  version: 1,
  anonymous: true,
  thank_you: 'Asante! Your answers help us improve our audits.',
  questions: [
    q('s1', 'section', 'About the audit', { help: 'Think of the most recent audit at your workplace.' }),
    q('q1', 'single_choice', 'Which audit did we carry out?', {
      required: true,
      choices: ['Safety and health', 'Fire safety', 'Environmental'],
    }),
    q('q2', 'rating', 'Overall, how satisfied are you?', { required: true, min: 1, max: 5 }),
    q('q3', 'matrix', 'How was the audit team?', {
      rows: ['Knowledge', 'Punctuality'],
      choices: ['Poor', 'Fair', 'Good'],
    }),
    q('s2', 'section', 'Recommending us'),
    q('q4', 'nps', 'How likely are you to recommend us to a colleague?', { required: true }),
    q('q5', 'long_text', 'What could we do better?', { help: 'Optional' }),
  ],
};

const meta: Meta<typeof SurveyForm> = {
  title: 'Plugins/Surveys/Survey form',
  component: SurveyForm,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
export default meta;

/** The respondents' form as the builder previews it (nothing is sent). */
export const Preview: StoryObj<typeof SurveyForm> = { args: { survey } };

/** The live form: Send resolves after a moment with the thank-you text. */
export const Live: StoryObj<typeof SurveyForm> = {
  args: {
    survey: { ...survey, id: 'story-live' },
    send: () => new Promise((resolve) => setTimeout(() => resolve({ thank_you: survey.thank_you }), 600)),
  },
};

/** The analytics page's charts (recharts, ADR 060). */
export const Charts: StoryObj = {
  render: () => (
    <div className="grid max-w-xl gap-6">
      <ChoiceBars
        label="Which service?"
        data={[
          { label: 'Fire audit', count: 7 },
          { label: 'Noise survey', count: 3 },
          { label: 'Training', count: 0 },
        ]}
      />
      <NpsSplit promoters={10} passives={3} detractors={2} />
      <Distribution
        label="Scores"
        data={[
          { label: '10', count: 6, tone: 'good' },
          { label: '9', count: 4, tone: 'good' },
          { label: '8', count: 3, tone: 'neutral' },
          { label: '6', count: 2, tone: 'bad' },
        ]}
      />
      <ResponsesOverTime
        label="Responses per day"
        data={[
          { label: '2026-11-20', count: 2 },
          { label: '2026-11-21', count: 5 },
          { label: '2026-11-22', count: 1 },
          { label: '2026-11-23', count: 4 },
        ]}
      />
    </div>
  ),
};
