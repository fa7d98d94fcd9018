import { useEffect, useState, type ChangeEvent, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { GENDERS, updateProfileSchema, API_V2_PATHS } from '@skytrace/contracts';
import { fetchUserInfo } from '../../session/user.api';
import { currentLanguage } from '../../i18n';
import { useAuthStore } from '../../session/auth.store';
import { displayName } from '../../session/user-info';
import { useUserStore } from '../../session/user.store';
import { Avatar } from '../../ui/Avatar';
import {
  getCountriesCall,
  getOwnProfileCall,
  postCall,
  uploadAvatarCall,
} from './auth/accounts.api';
import { FeedbackReplies } from '../feedback';
import { Field, FormMessage } from '../../ui/form/Field';
import { failureText } from '../../api/failure';
import { useValidate, type FieldErrors } from '../../ui/form/validate';
import { endSession } from '../../session/sign-out';
import { WechatBindingPanel } from './wechat/WechatBindingPanel';

const EMPTY = {
  nickname: '',
  bio: '',
  socialLink: '',
  gender: 'secret',
  industry: '',
  country: '',
  provinceId: '',
  cityId: '',
  address: '',
};
type ProfileForm = typeof EMPTY;
const TEXT_FIELDS = [
  'nickname',
  'bio',
  'socialLink',
  'industry',
  'country',
  'provinceId',
  'cityId',
  'address',
] as const;

/** /account: avatar, the §3 profile form with the §5 messages, and logout. */
export function AccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const validate = useValidate();
  const user = useUserStore((state) => state.user);
  const token = useAuthStore((state) => state.token);
  const [values, setValues] = useState<ProfileForm>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  // Suggestions for the free-text country field (GET /index/country); without them it stays free.
  const [countries, setCountries] = useState<string[]>([]);
  const language = currentLanguage();

  useEffect(() => {
    let live = true;
    getCountriesCall(language)
      .then((list) => {
        if (live)
          setCountries(
            [...new Set(list.map((country) => country.name))].sort((a, b) =>
              a.localeCompare(b, language),
            ),
          );
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [language]);

  useEffect(() => {
    getOwnProfileCall()
      .then((profile) => {
        if (profile === null) return;
        setValues({
          ...profile,
          nickname: profile.nickname ?? '',
          provinceId: profile.provinceId === null ? '' : String(profile.provinceId),
          cityId: profile.cityId === null ? '' : String(profile.cityId),
        });
      })
      .catch((failure: unknown) => setError(failureText(failure)));
  }, []);

  if (user === null) return <p className="card__text">{t('account.loading')}</p>;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const found = validate(updateProfileSchema, values);
    setErrors(found);
    setInfo(null);
    if (Object.keys(found).length > 0) return;
    postCall(API_V2_PATHS.updateProfile, values)
      .then(() => setInfo(t('accounts.account.saved')))
      .catch((failure: unknown) => setError(failureText(failure)));
  };
  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    uploadAvatarCall(file, token, currentLanguage())
      .then(fetchUserInfo)
      .then((fresh) => useUserStore.getState().setUser(fresh))
      .catch((failure: unknown) => setError(failureText(failure)));
  };
  const logout = () => {
    void endSession().then(() => navigate('/'));
  };

  const name = displayName(user);
  return (
    <>
      <div className="profile">
        <Avatar name={name} url={user.avatarUrl} size="large" />
        <div>
          <h1 className="card__title">{name}</h1>
          <p className="card__text card__text--muted">{user.username}</p>
          <label className="button button--ghost-dark">
            {t('accounts.account.uploadAvatar')}
            <input type="file" accept="image/*" hidden onChange={upload} />
          </label>
          <p className="card__text card__text--muted">{t('accounts.account.avatarHint')}</p>
          <Link className="button button--ghost-dark" to="/follow">
            {t('follow.title')}
          </Link>
        </div>
      </div>
      <FeedbackReplies />
      <WechatBindingPanel />
      <form className="auth-form" onSubmit={submit} noValidate>
        {TEXT_FIELDS.map((field) => (
          <Field
            key={field}
            name={field}
            label={t(`accounts.fields.${field}`)}
            inputMode={field === 'provinceId' || field === 'cityId' ? 'numeric' : undefined}
            list={field === 'country' ? 'profile-countries' : undefined}
            value={values[field]}
            onChange={(event) => setValues({ ...values, [field]: event.target.value })}
            error={errors[field]}
          />
        ))}
        <datalist id="profile-countries">
          {countries.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <label className="field">
          <span className="field__label">{t('accounts.fields.gender')}</span>
          <select
            name="gender"
            value={values.gender}
            onChange={(event) => setValues({ ...values, gender: event.target.value })}
          >
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {t(`accounts.genders.${gender}`)}
              </option>
            ))}
          </select>
        </label>
        <FormMessage error={error} info={info} />
        <div className="auth-links">
          <button type="submit" className="button button--primary">
            {t('accounts.account.save')}
          </button>
          <button type="button" className="button button--ghost-dark" onClick={logout}>
            {t('accounts.account.logout')}
          </button>
        </div>
      </form>
    </>
  );
}
