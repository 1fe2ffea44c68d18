from django.conf import settings
from django.core.validators import RegexValidator
from django.utils import timezone
from rest_framework import exceptions, serializers
from rest_framework_simplejwt.serializers import TokenObtainPairSerializer

from .models import Job, Location, Profile, User


class LocationSerializer(serializers.ModelSerializer):
    class Meta:
        model = Location
        fields = ["id", "slug", "name", "city", "region", "country_code"]


class EmployerSummarySerializer(serializers.Serializer):
    id = serializers.UUIDField()
    slug = serializers.SlugField()
    name = serializers.CharField()
    logo_url = serializers.URLField(allow_null=True)


class SalarySerializer(serializers.Serializer):
    # DecimalField: a string unless COERCE_DECIMAL_TO_STRING is False (settings.py, the guide).
    min = serializers.DecimalField(max_digits=12, decimal_places=2, source="salary_min")
    max = serializers.DecimalField(max_digits=12, decimal_places=2, source="salary_max")
    currency = serializers.CharField(source="salary_currency")
    period = serializers.CharField(source="salary_period")


class JobListItemSerializer(serializers.ModelSerializer):
    employer = EmployerSummarySerializer()
    locations = LocationSerializer(many=True)
    salary = serializers.SerializerMethodField()

    class Meta:
        model = Job
        fields = [
            "id", "slug", "title", "employer", "locations", "employment_type", "workplace_type",
            "seniority", "salary", "published_at", "valid_through", "skills",
        ]

    def get_salary(self, job):
        return SalarySerializer(job).data if job.salary_min is not None else None


class JobSerializer(JobListItemSerializer):
    class Meta(JobListItemSerializer.Meta):
        fields = JobListItemSerializer.Meta.fields + ["description"]

    def to_representation(self, job):
        data = super().to_representation(job)
        data["accepting_applications"] = job.valid_through is None or job.valid_through > timezone.now()
        data["questions"] = []  # screening questions (3.4.0): the reference's jobs ask none
        request = self.context.get("request")
        if request is not None and request.user.is_authenticated:
            data["has_applied"] = False  # the reference has no applications
        return data


class UserSerializer(serializers.ModelSerializer):
    class Meta:
        model = User
        fields = ["id", "name", "email", "access_type", "phone", "employers"]


class LoginSerializer(TokenObtainPairSerializer):
    """simplejwt's login with the contract's answer (tokens + user) and codes: a wrong password
    is 401 invalid_credentials, an account without a password 401 password_not_set (stock:
    no_active_account for both)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if not getattr(settings, "STOCK", False):  # the contract's LoginRequest limits
            self.fields["email"] = serializers.EmailField(max_length=254)
            self.fields["password"] = serializers.CharField(max_length=128, trim_whitespace=False)

    def validate(self, attrs):
        if not getattr(settings, "STOCK", False):
            user = User.objects.filter(email__iexact=attrs.get("email", "")).first()
            if user is not None and not user.has_usable_password():
                raise exceptions.AuthenticationFailed(
                    "This account has no password yet: sign in with a link or a social account.",
                    "password_not_set",
                )
            try:
                data = super().validate(attrs)
            except exceptions.AuthenticationFailed:
                raise exceptions.AuthenticationFailed(
                    "Your password is not correct, please try again.", "invalid_credentials"
                )
        else:
            data = super().validate(attrs)
        data["user"] = UserSerializer(self.user).data
        return data


class ProfileSerializer(serializers.ModelSerializer):
    name = serializers.CharField(source="user.name", allow_null=True)
    email = serializers.EmailField(source="user.email")
    phone = serializers.CharField(source="user.phone", allow_null=True)
    location = LocationSerializer(allow_null=True)
    resumes = serializers.SerializerMethodField()

    class Meta:
        model = Profile
        fields = [
            "id", "name", "email", "profile_image", "headline", "summary", "phone", "location",
            "links", "skills", "resumes",
        ]

    def get_resumes(self, profile):
        return []  # uploads are not part of the reference


class ProfileLinksSerializer(serializers.Serializer):
    linkedin = serializers.URLField(max_length=500, allow_null=True, required=False)
    github = serializers.URLField(max_length=500, allow_null=True, required=False)
    website = serializers.URLField(max_length=500, allow_null=True, required=False)


# Names, titles and file names are single-line text (docs/backend-guide.md, "Names and file names
# are single-line text"): the contract's pattern, as one validator on every such field.
single_line = RegexValidator(
    r"^[^\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]*$",
    message="Control characters, line breaks and bidirectional overrides are not allowed.",
    code="invalid",
)


class ProfileUpdateSerializer(serializers.Serializer):
    """A nested serializer (links) reports its errors nested: {"links": {"github": [...]}}."""

    name = serializers.CharField(min_length=1, max_length=200, required=False, validators=[single_line])
    profile_image_key = serializers.CharField(max_length=512, allow_null=True, required=False)
    headline = serializers.CharField(
        max_length=200, allow_null=True, allow_blank=True, required=False, validators=[single_line]
    )
    summary = serializers.CharField(max_length=5000, allow_null=True, allow_blank=True, required=False)
    phone = serializers.RegexField(r"^\+[1-9]\d{6,14}$", allow_null=True, required=False)
    location_id = serializers.UUIDField(allow_null=True, required=False)
    links = ProfileLinksSerializer(required=False)
    skills = serializers.ListField(
        child=serializers.CharField(min_length=1, max_length=50), max_length=30, required=False
    )

    def validate_location_id(self, value):
        if value is not None and not Location.objects.filter(id=value).exists():
            raise serializers.ValidationError("Unknown location id.")
        return value

    def update(self, profile, data):
        user = profile.user
        for field in ("name", "phone"):
            if field in data:
                setattr(user, field, data[field])
        user.save()
        for field in ("headline", "summary", "skills"):
            if field in data:
                setattr(profile, field, data[field])
        if "location_id" in data:
            profile.location_id = data["location_id"]
        if "links" in data:
            profile.links = {**profile.links, **data["links"]}
        if "profile_image_key" in data:
            key = data["profile_image_key"]
            profile.profile_image = None if key is None else f"https://cdn.jobboard.example/{key}"
        profile.save()
        return profile
