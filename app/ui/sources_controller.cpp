#include "sources_controller.h"
