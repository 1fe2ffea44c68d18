import { Link } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { ContentPage } from './content-page';

/** /about-us */
export function AboutUsPage() {
  const name = env.appName;
  return (
    <ContentPage
      title="About Us"
      lead={`${name} is a job board for people who want to know what a job really is before they apply, and for employers who are happy to tell them.`}
    >
      <h2>Why we built {name}</h2>
      <p>
        Looking for work is hard enough without guessing. Too many job ads hide the salary, describe
        the team in buzzwords and leave candidates waiting weeks for an answer. We started {name} in
        2023 with a simple rule: a good job ad says what the work is, where it happens, what it pays
        and what happens after you apply.
      </p>
      <p>
        Today thousands of candidates use {name} every week to find roles in software, healthcare,
        logistics, energy and the creative industries, and hundreds of employers use it to reach
        them.
      </p>

      <h2>For candidates</h2>
      <ul>
        <li>
          <strong>Search that respects your time.</strong> Filter by location, remote or hybrid
          work, employment type, seniority, salary and how recently a job was posted. Every search
          has its own link, so you can bookmark it or share it.
        </li>
        <li>
          <strong>Apply in minutes.</strong> Keep up to five resumes on your profile and send the
          right one with a short cover letter. You never create a separate account for each
          employer.
        </li>
        <li>
          <strong>Know where you stand.</strong> Your applied jobs show the status each employer has
          set, from &ldquo;submitted&rdquo; to &ldquo;interviewing&rdquo; and beyond.
        </li>
        <li>
          <strong>Free, always.</strong> Candidates never pay to search, apply or keep a profile.
        </li>
      </ul>
      <p>
        <Link to={paths.jobs()}>Browse open jobs</Link>
      </p>

      <h2>For employers</h2>
      <p>
        Employers publish jobs on their company page, manage their hiring team and read applications
        in one place. Jobs with a published salary range get noticeably more applications, so we ask
        for one and make it easy to add. Use &ldquo;Post a job&rdquo; in the header to get started.
      </p>

      <h2>What we stand for</h2>
      <h3>Transparency</h3>
      <p>
        Salaries, locations and working arrangements are shown up front, on every job that provides
        them.
      </p>
      <h3>Privacy</h3>
      <p>
        Your resume goes only to the employers you apply to. We do not sell personal data, and
        analytics run only if you agree. Read the{' '}
        <Link to={paths.privacyPolicy()}>Privacy Policy</Link> for the details.
      </p>
      <h3>Accessibility</h3>
      <p>
        {name} is built to work with a keyboard and a screen reader, on a phone or a desktop. If
        something gets in your way, tell us and we will fix it.
      </p>

      <h2>Contact</h2>
      <p>
        General questions: <a href="mailto:hello@jobboard.example">hello@jobboard.example</a>
        <br />
        Employers and partnerships:{' '}
        <a href="mailto:employers@jobboard.example">employers@jobboard.example</a>
        <br />
        Press: <a href="mailto:press@jobboard.example">press@jobboard.example</a>
      </p>
    </ContentPage>
  );
}
