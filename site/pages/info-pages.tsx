// The smaller public pages. Their full content comes with the public-site
// issue; each already has its real purpose, heading and the way to act.
import { buttonVariants } from '@kernel/ui/button.tsx';
import { EmptyState } from '@kernel/ui/empty-state.tsx';
import { Award, Building, ClipboardList, Image as ImageIcon, MessageCircle, Users } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { companyContact } from '../content/company.ts';
import { PRIVACY_SECTIONS } from '../content/privacy.ts';
import { SimplePage } from './simple-page.tsx';

export function AboutPage() {
  return (
    <SimplePage
      title="About us"
      intro="Safeworks is a team of occupational safety, health and environmental professionals helping employers protect people and meet the law."
    >
      <p>
        We audit workplaces, measure what workers are exposed to, train teams and committees, support ISO
        certification and HR compliance, and organise medical examinations for exposed workers — one partner
        for the whole safety programme.
      </p>
    </SimplePage>
  );
}

export function TeamPage() {
  return (
    <SimplePage
      title="Our team"
      intro="Registered safety advisors, environmental experts, trainers and occupational health practitioners."
    >
      <EmptyState icon={Users} title="Team profiles are coming soon" />
    </SimplePage>
  );
}

export function CertificationsPage() {
  return (
    <SimplePage title="Certifications" intro="Our registrations and accreditations, kept current.">
      <EmptyState icon={Award} title="Certificates are being uploaded" />
    </SimplePage>
  );
}

export function GalleryPage() {
  return (
    <SimplePage title="Gallery" intro="Trainings, drills and site work in pictures.">
      <EmptyState icon={ImageIcon} title="No albums published yet" />
    </SimplePage>
  );
}

export function GalleryAlbumPage() {
  const { id } = useParams();
  return (
    <SimplePage title="Album" intro={`Album ${id ?? ''}`}>
      <EmptyState
        icon={ImageIcon}
        title="This album is not published"
        action={
          <Link to="/gallery" className="text-primary hover:underline">
            Back to the gallery
          </Link>
        }
      />
    </SimplePage>
  );
}

export function ClientsPage() {
  return (
    <SimplePage
      title="Our clients"
      intro="Manufacturers, hotels, farms, schools, hospitals and public bodies trust us with their safety."
    >
      <EmptyState icon={Building} title="Client list coming soon" />
    </SimplePage>
  );
}

export function ContactPage() {
  return (
    <SimplePage title="Contact us" intro="Tell us about your workplace and we will send a quotation.">
      <address className="not-italic">
        {companyContact.address}
        <br />
        <a href={`tel:${companyContact.phone.replace(/\s/g, '')}`} className="text-primary hover:underline">
          {companyContact.phone}
        </a>
        <br />
        <a href={`mailto:${companyContact.email}`} className="text-primary hover:underline">
          {companyContact.email}
        </a>
        <br />
        {companyContact.hours}
      </address>
      <p className="rounded-md border bg-muted/40 p-4 text-sm">
        Online enquiries open soon — call or email us.
      </p>
    </SimplePage>
  );
}

export function FeedbackPage() {
  return (
    <SimplePage title="Feedback" intro="How did we do? Your comments help us serve you better.">
      <EmptyState
        icon={MessageCircle}
        title="Online feedback opens soon"
        description={`Meanwhile, write to ${companyContact.email}.`}
      />
    </SimplePage>
  );
}

export function PrivacyPolicyPage() {
  return (
    <SimplePage title="Privacy policy" intro="How we collect, use and protect personal data.">
      {PRIVACY_SECTIONS.map((s) => (
        <section key={s.heading}>
          <h2 className="text-lg font-semibold">{s.heading}</h2>
          <p className="mt-1 text-muted-foreground">{s.body}</p>
        </section>
      ))}
    </SimplePage>
  );
}

export function PublicSurveyPage() {
  const { id } = useParams();
  return (
    <SimplePage title="Survey" intro={`Survey ${id ?? ''}`}>
      <EmptyState
        icon={ClipboardList}
        title="This survey is not open"
        description="Please check the link you received."
      />
    </SimplePage>
  );
}

function PaymentPage(props: { title: string; intro: string }) {
  return (
    <SimplePage title={props.title} intro={props.intro}>
      <div className="flex gap-2">
        <Link to="/shop" className={buttonVariants({ variant: 'outline' })}>
          Back to the shop
        </Link>
        <Link to="/contact" className={buttonVariants({ variant: 'ghost' })}>
          Contact us
        </Link>
      </div>
    </SimplePage>
  );
}

export function PaymentCallbackPage() {
  return (
    <PaymentPage
      title="Confirming your payment"
      intro="We are checking the payment with the provider. This takes a moment."
    />
  );
}
export function PaymentSuccessPage() {
  return <PaymentPage title="Payment received" intro="Thank you. A receipt is on its way to you." />;
}
export function PaymentFailedPage() {
  return (
    <PaymentPage
      title="Payment not completed"
      intro="The payment did not go through and you have not been charged. You can try again."
    />
  );
}
