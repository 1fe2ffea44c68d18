"""The few tables the reference needs: enough to exercise every cross-cutting rule, not the product."""
import hashlib
import uuid

from django.contrib.auth.models import AbstractUser, BaseUserManager
from django.db import models


class UserManager(BaseUserManager):
    def create_user(self, email, password=None, **extra):
        user = self.model(email=self.normalize_email(email), **extra)
        if password:
            user.set_password(password)
        else:
            user.set_unusable_password()
        user.save()
        return user


class User(AbstractUser):
    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    username = None
    first_name = None
    last_name = None
    name = models.CharField(max_length=200, null=True, blank=True)
    email = models.EmailField(unique=True)
    access_type = models.CharField(max_length=20, default="candidate")
    phone = models.CharField(max_length=16, null=True, blank=True)
    # The companies the user belongs to, as UserMembership objects (kept as JSON in the reference).
    employers = models.JSONField(default=list)

    USERNAME_FIELD = "email"
    REQUIRED_FIELDS = []
    objects = UserManager()


class Location(models.Model):
    id = models.UUIDField(primary_key=True)
    slug = models.SlugField(max_length=120, unique=True)
    name = models.CharField(max_length=200)
    city = models.CharField(max_length=100, null=True)
    region = models.CharField(max_length=100, null=True)
    country_code = models.CharField(max_length=2)


class Employer(models.Model):
    id = models.UUIDField(primary_key=True)
    slug = models.SlugField(max_length=120, unique=True)
    name = models.CharField(max_length=200)
    logo_url = models.URLField(max_length=2048, null=True)


class Job(models.Model):
    id = models.UUIDField(primary_key=True)
    slug = models.SlugField(max_length=120, unique=True)
    title = models.CharField(max_length=200)
    employer = models.ForeignKey(Employer, on_delete=models.CASCADE, related_name="jobs")
    locations = models.ManyToManyField(Location)
    employment_type = models.CharField(max_length=20)
    workplace_type = models.CharField(max_length=20)
    seniority = models.CharField(max_length=20)
    # Money is a Decimal in the database; COERCE_DECIMAL_TO_STRING = False sends it as a number.
    salary_min = models.DecimalField(max_digits=12, decimal_places=2, null=True)
    salary_max = models.DecimalField(max_digits=12, decimal_places=2, null=True)
    salary_currency = models.CharField(max_length=3, null=True)
    salary_period = models.CharField(max_length=10, null=True)
    published_at = models.DateTimeField(null=True)
    valid_through = models.DateTimeField(null=True)
    skills = models.JSONField(default=list)
    description = models.TextField(default="")


class Profile(models.Model):
    id = models.UUIDField(primary_key=True, default=uuid.uuid4)
    user = models.OneToOneField(User, on_delete=models.CASCADE, related_name="profile")
    profile_image = models.URLField(max_length=2048, null=True)
    headline = models.CharField(max_length=200, null=True)
    summary = models.TextField(max_length=5000, null=True)
    location = models.ForeignKey(Location, on_delete=models.SET_NULL, null=True)
    links = models.JSONField(default=dict)
    skills = models.JSONField(default=list)


def token_digest(token):
    """What is stored of an emailed token: its SHA-256 (the token is random, 192 bits)."""
    return hashlib.sha256(token.encode()).hexdigest()


class Invitation(models.Model):
    """A team invitation (the contract's inviteEmployerUser .. declineInvitation). It creates no
    account: the invitee joins only by accepting it while signed in as `email`. Revoking deletes
    the row. The emailed link's token is its single-purpose credential, replaced on resend; only
    its SHA-256 is kept (`token_digest`), so a database read yields no working link."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4)
    employer = models.ForeignKey(Employer, on_delete=models.CASCADE, related_name="invitations")
    email = models.EmailField()  # lower-cased
    role = models.CharField(max_length=10)
    token_digest = models.CharField(max_length=64, unique=True)
    invited_by = models.ForeignKey(User, on_delete=models.SET_NULL, null=True)
    invited_at = models.DateTimeField()
    expires_at = models.DateTimeField()
    status = models.CharField(max_length=10, default="pending")  # pending, accepted, declined
