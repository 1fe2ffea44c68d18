import { Link } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { ContentPage, SectionHeading, type ContentSection } from './content-page';

const s = {
  scope: { id: 'scope', title: 'About these terms' },
  accounts: { id: 'accounts', title: 'Your account' },
  candidates: { id: 'candidates', title: 'Using the site as a candidate' },
  employers: { id: 'employers', title: 'Using the site as an employer' },
  conduct: { id: 'acceptable-use', title: 'Acceptable use' },
  content: { id: 'content', title: 'Your content' },
  availability: { id: 'availability', title: 'Availability and changes' },
  liability: { id: 'liability', title: 'Liability' },
  ending: { id: 'ending', title: 'Ending your use' },
  law: { id: 'law', title: 'Governing law' },
  contact: { id: 'contact', title: 'Contact' },
} satisfies Record<string, ContentSection>;

/** /terms-and-conditions */
export function TermsPage() {
  const name = env.appName;
  return (
    <ContentPage
      title="Terms and Conditions"
      updated="2025-11-01"
      lead={`The rules for using ${name}, for candidates and employers.`}
      toc={Object.values(s)}
    >
      <SectionHeading section={s.scope} />
      <p>
        These terms apply whenever you use {name}, whether or not you have an account. By using the
        site you agree to them. How we handle personal data is explained in our{' '}
        <Link to={paths.privacyPolicy()}>Privacy Policy</Link>.
      </p>

      <SectionHeading section={s.accounts} />
      <ul>
        <li>You must be at least 16 years old to create an account.</li>
        <li>
          Give accurate information and keep your sign-in details to yourself. You are responsible
          for what happens under your account.
        </li>
        <li>
          Tell us straight away at{' '}
          <a href="mailto:security@jobboard.example">security@jobboard.example</a> if you think
          someone else has used it.
        </li>
      </ul>

      <SectionHeading section={s.candidates} />
      <ul>
        <li>Searching, applying and keeping a profile are free.</li>
        <li>
          Apply only with information that is true and that you have the right to share. Your resume
          must be your own.
        </li>
        <li>
          Employers decide about applications on their own. {name} does not guarantee an answer, an
          interview or a job, and is not a party to any employment relationship.
        </li>
        <li>
          Job ads are written by employers. We check ads for obvious abuse but cannot verify every
          detail; report an ad you think is misleading.
        </li>
      </ul>

      <SectionHeading section={s.employers} />
      <ul>
        <li>
          Post only real, open positions that you are authorised to fill, with accurate pay,
          location and working arrangements.
        </li>
        <li>
          Job ads must not discriminate on grounds such as age, sex, disability, ethnicity, religion
          or sexual orientation, and must comply with employment law where the job is.
        </li>
        <li>
          Use applicants&rsquo; data only to assess their application for the job they applied to,
          and delete it when you no longer need it. You are a separate controller of that data.
        </li>
        <li>Paid plans and invoices are governed by the order you accept when you buy them.</li>
      </ul>

      <SectionHeading section={s.conduct} />
      <p>You must not:</p>
      <ul>
        <li>
          post ads for pyramid schemes, unpaid &ldquo;trial work&rdquo;, or jobs that ask candidates
          to pay;
        </li>
        <li>
          collect data from the site by scraping or automated means without our written permission;
        </li>
        <li>upload malware, or try to break, overload or get around the security of the site;</li>
        <li>impersonate anyone, or use the site to send spam or harass people.</li>
      </ul>
      <p>We may remove content or suspend accounts that break these rules.</p>

      <SectionHeading section={s.content} />
      <p>
        You keep the rights to what you upload: resumes, cover letters, job ads and company pages.
        You give us the permission we need to store, display and send that content to run the
        service, for example to show your job ad or to deliver your application to an employer. The{' '}
        {name} name, logo and site design are ours.
      </p>

      <SectionHeading section={s.availability} />
      <p>
        We work to keep the site available and secure but cannot promise it will always be free of
        interruptions or errors. We may change features. We will give notice of changes to these
        terms that affect you, and the date at the top shows the current version.
      </p>

      <SectionHeading section={s.liability} />
      <p>
        Nothing in these terms limits liability that cannot be limited by law, such as for death or
        personal injury caused by negligence, or for fraud. Otherwise, we are not liable for losses
        that were not foreseeable, for decisions made by employers or candidates, or for the content
        of job ads written by employers.
      </p>

      <SectionHeading section={s.ending} />
      <p>
        You can stop using {name} at any time and delete your account from your profile. We may
        suspend or close an account that seriously or repeatedly breaks these terms, and will tell
        you why unless the law prevents it.
      </p>

      <SectionHeading section={s.law} />
      <p>
        These terms are governed by the law of the country where {name} is established. If you are a
        consumer, you also keep the protection of the mandatory laws of the country where you live,
        and you may bring a claim there.
      </p>

      <SectionHeading section={s.contact} />
      <p>
        Questions about these terms:{' '}
        <a href="mailto:legal@jobboard.example">legal@jobboard.example</a>.
      </p>
    </ContentPage>
  );
}
