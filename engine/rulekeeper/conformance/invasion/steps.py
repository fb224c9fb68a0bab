"""The Invasion step library: import * into a test module to give its scenarios every step (and the driver fixture)."""

from ..steps.judge import *  # noqa: F401,F403  (the steps every game shares)
from .common import driver, engine_link, invasion  # noqa: F401
from .abilities import *  # noqa: F401,F403
from .errata import *  # noqa: F401,F403
from .given import *  # noqa: F401,F403
from .then import *  # noqa: F401,F403
from .timing import *  # noqa: F401,F403
from .when import *  # noqa: F401,F403
from .damage_steps import *  # noqa: F401,F403
from .zones_steps import *  # noqa: F401,F403
from .cardtypes_steps import *  # noqa: F401,F403
from .terms_steps import *  # noqa: F401,F403
from .faq_steps import *  # noqa: F401,F403
from .choice_steps import *  # noqa: F401,F403
from .readings_steps import *  # noqa: F401,F403
