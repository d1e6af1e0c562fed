/** The registration checkboxes: the required privacy-policy consent and the optional newsletter. */
import { CheckboxField } from './ui/CheckboxField.tsx';

/** Where the privacy policy lives (docs/requirements.md#pages-and-routes). */
const PRIVACY_PATH = '/privacy/';

export function ConsentFields() {
  return (
    <div className="app-form__consent">
      <CheckboxField
        name="agreePrivacyPolicy"
        required
        label={
          <>
            I agree to the{' '}
            <a href={PRIVACY_PATH} target="_blank" rel="noopener">
              privacy policy
            </a>
          </>
        }
      />
      <CheckboxField name="subscribeNewsletter" label="Send me the newsletter" />
    </div>
  );
}
